import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { CommentService } from '../comment/comment.service.js';
import { scrumItemCommentTarget } from '../daily-scrum/daily-scrum.access.js';
import { DailyScrum } from '../daily-scrum/daily-scrum.entity.js';
import type { DailyScrumTemplateService } from '../daily-scrum/daily-scrum-template.service.js';
import type { DailyScrumService } from '../daily-scrum/daily-scrum.service.js';
import type { ReactionService } from '../reaction/reaction.service.js';
import type { Todo } from '../todo/todo.entity.js';
import { User } from '../user/user.entity.js';
import type { DemoPeople } from './demo-goals.js';

export interface DemoScrumServices {
  dailyScrums: DailyScrumService;
  dailyScrumTemplates: DailyScrumTemplateService;
  comments: CommentService;
  reactions: ReactionService;
}

const line = (text: string, todo?: Todo) => ({ text, todoId: todo?.id ?? null });

/**
 * The product team's daily scrum of yesterday and today: a default template, items of the demo
 * account and its teammates (a blocker carried over from yesterday), a comment and reactions.
 * Today's item of the demo account is left for the visitor to write from its prefill.
 */
export async function seedDemoScrum(
  em: EntityManager,
  services: DemoScrumServices,
  people: DemoPeople,
  teamId: string,
  todos: Map<string, Todo>,
): Promise<void> {
  const today = DateTime.now().setZone('Asia/Seoul');
  const [yesterday, day] = [today.minus({ days: 1 }).toISODate()!, today.toISODate()!];
  const user = (id: string) => em.findOneOrFail(User, { id });
  const [demo, doyun, minhAnh] = await Promise.all([user(people.demo), user(people.doyun), user(people.minhAnh)]);
  await services.dailyScrumTemplates.create(em, people.demo, teamId, {
    title: '기본 스크럼',
    content: '컨디션: \n공유할 점: ',
    isDefault: true,
  });
  const scrumOf = async (date: string) =>
    em.findOneOrFail(DailyScrum, { id: await services.dailyScrums.open(em, people.demo, teamId, date) });
  const [before, now] = [await scrumOf(yesterday), await scrumOf(day)];

  await services.dailyScrums.post(em, demo, before, {
    done: [line('경쟁 앱 리뷰 읽기', todos.get('경쟁 앱 리뷰 읽기'))],
    today: [line('드래그 앤 드롭 리뷰', todos.get('드래그 앤 드롭 리뷰'))],
    blockers: [],
    note: '컨디션: 좋음',
  });
  const doyunYesterday = await services.dailyScrums.post(em, doyun, before, {
    done: [line('알림 설정 화면 마크업')],
    today: [line('알림 설정 API 연동')],
    blockers: [{ text: '푸시 인증서 갱신 대기 중', todoId: null, since: yesterday }],
    note: '',
  });
  await services.reactions.add(em, people.demo, { kind: 'dailyScrumItem', id: doyunYesterday.id }, '💪');

  const doyunToday = await services.dailyScrums.post(em, doyun, now, {
    done: [line('알림 설정 API 연동 절반 완료')],
    today: [line('알림 설정 API 연동'), line('QA 요청 정리')],
    blockers: [{ text: '푸시 인증서 갱신 대기 중', todoId: null, since: yesterday }],
    note: '컨디션: 보통\n공유할 점: 인증서는 오늘 오후 중 받을 예정입니다.',
  });
  await services.dailyScrums.post(em, minhAnh, now, {
    done: [line('리사이즈 핸들 버그 수정')],
    today: [line('키보드 이동 접근성 점검')],
    blockers: [],
    note: '',
  });
  for (const [who, emoji] of [
    [people.demo, '👍'],
    [people.minhAnh, '🙏'],
  ] as const)
    await services.reactions.add(em, who, { kind: 'dailyScrumItem', id: doyunToday.id }, emoji);
  await services.comments.create(
    em,
    people.demo,
    scrumItemCommentTarget({ item: doyunToday, teamId, date: day }),
    null,
    '인증서 받으면 알려 주세요. QA 일정 맞춰 둘게요.',
  );
}
