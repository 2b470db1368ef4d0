import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { ReportService } from '../report/report.service.js';
import { User } from '../user/user.entity.js';
import type { DemoPeople } from './demo-goals.js';

const text = (value: string) => ({ type: 'text', text: value });
const paragraph = (value: string) => ({ type: 'paragraph', content: [text(value)] });
const doc = (...lines: string[]) => ({ type: 'doc', content: lines.map(paragraph) });

/**
 * Reports of several types: the demo account's weekly report drafted from its own planned week and
 * sent (one colleague has read it), a monthly draft, and reports colleagues sent to the demo
 * account, one of them still unread (the sidebar's dot).
 */
export async function seedDemoReports(
  em: EntityManager,
  reports: ReportService,
  people: DemoPeople,
  workspaceId: string,
): Promise<void> {
  const day = (daysAgo: number) => DateTime.now().setZone('Asia/Seoul').minus({ days: daysAgo }).toISODate()!;
  const user = (id: string) => em.findOneOrFail(User, { id });
  const [demo, doyun, emily] = await Promise.all([user(people.demo), user(people.doyun), user(people.emily)]);

  const weekly = await reports.create(em, demo, {
    workspaceId,
    type: 'WEEKLY',
    startDate: day(6),
    endDate: day(0),
    fromMyWork: true,
  });
  await reports.send(em, demo.id, weekly, [
    { userId: people.doyun, isPrimary: true },
    { userId: people.seoyeon, isPrimary: false },
  ]);
  await reports.markRead(em, weekly, people.doyun);
  await reports.create(em, demo, { workspaceId, type: 'MONTHLY', startDate: day(0), endDate: null, fromMyWork: true });

  const daily = await reports.create(em, doyun, {
    workspaceId,
    type: 'DAILY',
    startDate: day(1),
    endDate: null,
    content: doc(
      '드래그 앤 드롭 리뷰를 마쳤고, 겹치는 시간 미리보기 버그 두 건을 고쳤습니다.',
      '내일은 베타 안내 메일 문구를 검토합니다.',
    ),
  });
  await reports.send(em, people.doyun, daily, [{ userId: people.demo, isPrimary: true }]);

  const english = await reports.create(em, emily, {
    workspaceId,
    type: 'WEEKLY',
    startDate: day(8),
    endDate: day(2),
    content: doc(
      'Launch campaign: the landing page copy is final and the first newsletter went out to 1,200 readers.',
      'Next week: customer interviews with three beta teams.',
    ),
  });
  await reports.send(em, people.emily, english, [{ userId: people.demo, isPrimary: false }]);
  await reports.markRead(em, english, people.demo);
}
