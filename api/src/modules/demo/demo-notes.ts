import type { EntityManager } from '@mikro-orm/postgresql';
import { mentionToken } from '@domain/mentions.js';
import type { CommentService } from '../comment/comment.service.js';
import type { NoteService } from '../note/note.service.js';
import type { Team } from '../team/team.entity.js';
import type { Todo } from '../todo/todo.entity.js';
import type { DemoGoals, DemoPeople } from './demo-goals.js';

const text = (value: string) => ({ type: 'text', text: value });
const paragraph = (value: string) => ({ type: 'paragraph', content: [text(value)] });
const heading = (level: number, value: string) => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const task = (checked: boolean, value: string) => ({
  type: 'task_item',
  attrs: { checked },
  content: [paragraph(value)],
});

/** Notes on a goal and a to-do, one of them shared, and a comment thread with a mention and a reply. */
export async function seedDemoNotes(
  em: EntityManager,
  services: { notes: NoteService; comments: CommentService },
  people: DemoPeople,
  goals: DemoGoals,
  product: Team,
  todos: Map<string, Todo>,
): Promise<void> {
  const workspaceId = product.workspace.id;
  const meeting = await services.notes.create(
    em,
    people.demo,
    { goal: goals.beta },
    workspaceId,
    '베타 배포 주간 회의록',
    {
      type: 'doc',
      content: [
        heading(2, '결정한 것'),
        {
          type: 'bullet_list',
          content: [
            { type: 'list_item', content: [paragraph('외부 베타는 100명으로 시작합니다.')] },
            { type: 'list_item', content: [paragraph('피드백은 매주 금요일에 모아 정리합니다.')] },
          ],
        },
        heading(2, '할 일'),
        {
          type: 'task_list',
          content: [
            task(true, '베타 안내 메일 초안 작성'),
            task(false, '테스터 모집 페이지 공개'),
            task(false, '설문 문항 검토'),
          ],
        },
        { type: 'blockquote', content: [paragraph('베타의 목표는 플래너의 첫 주 경험을 검증하는 것입니다.')] },
      ],
    },
  );
  await services.notes.setSharing(em, meeting, true);

  const review = todos.get('드래그 앤 드롭 리뷰');
  if (review) {
    await services.notes.create(em, people.demo, { todo: review }, workspaceId, '드래그 앤 드롭 리뷰 메모', {
      type: 'doc',
      content: [
        paragraph('블록을 옮길 때 고스트가 겹치는 시간을 미리 보여 주는지 확인합니다.'),
        paragraph('키보드로 15분씩 옮기고 늘릴 수 있어야 합니다.'),
      ],
    });
  }

  const target = {
    kind: 'goal' as const,
    id: goals.beta.id,
    goal: goals.beta,
    title: goals.beta.title,
    workspaceIds: [workspaceId],
  };
  const question = await services.comments.create(
    em,
    people.doyun,
    target,
    null,
    `${mentionToken(people.demo)} 테스터 모집 현황을 금요일 회의 전에 공유해 주실 수 있을까요?`,
  );
  await services.comments.create(
    em,
    people.demo,
    target,
    question,
    '네, 목요일 오후에 모집 페이지 지표와 함께 정리해 둘게요.',
  );
}
