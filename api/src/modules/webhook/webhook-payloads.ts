import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookSubject } from '@domain/webhooks.js';
import { ToolError, type GraphQLRunner } from '../assistant/tools/tool.js';

/**
 * The `data` of a delivery: the item as the endpoint's admin reads it through the GraphQL API at
 * delivery time, so the API's privacy rules hold unchanged (a private to-do of someone else comes
 * masked, without its title; a feedback between two other people, or a draft report, is not readable
 * and goes as null: the receiver learns only that something changed). Read through the same runner
 * as the assistant's tools.
 */
const QUERIES: Record<Exclude<WebhookSubject, 'comment'>, string> = {
  todo: `query WebhookTodo($id: UUID!) { item: todo(id: $id) { id title masked isPublic status dueDate completeDate registerDate updateDate
    owner { id name } goal { id title } category { name color } } }`,
  goal: `query WebhookGoal($id: UUID!) { item: goal(id: $id) { id title status priority startDate endDate indicatorProgress currentValue targetValue
    registerDate updateDate team { id name } leader { id name } parent { id } } }`,
  report: `query WebhookReport($id: UUID!) { item: report(id: $id) { id title type startDate endDate isDraft sentAt registerDate updateDate author { id name } } }`,
  feedback: `query WebhookFeedback($id: UUID!) { item: feedback(id: $id) { id content registerDate updateDate sender { id name } receiver { id name }
    coreValues { name isPositive } } }`,
};

const COMMENT_THREAD = `query WebhookComment($target: CommentTargetInput!) { comments(target: $target) { items { id parentId content registerDate updateDate
  author { id name } replies { id parentId content registerDate updateDate author { id name } } } } }`;

interface CommentRow {
  id: string;
  parentId: string | null;
  replies?: CommentRow[];
}

/** What the API answers for an item; null when the reader may not read it (or it is gone). */
export async function webhookData(run: GraphQLRunner, em: EntityManager, subject: WebhookSubject, id: string): Promise<Record<string, unknown> | null> {
  try {
    if (subject !== 'comment') return (await run<{ item: Record<string, unknown> }>(QUERIES[subject], { id })).item;
    const target = await commentTarget(em, id);
    if (!target) return null;
    const { comments } = await run<{ comments: { items: CommentRow[] } }>(COMMENT_THREAD, { target: target.input });
    const found = comments.items.flatMap((comment) => [comment, ...(comment.replies ?? [])]).find((comment) => comment.id === id);
    if (!found) return null;
    const { replies: _replies, ...comment } = found;
    return { ...comment, target: target.described };
  } catch (error) {
    if (error instanceof ToolError) return null;
    throw error;
  }
}

const TARGET_COLUMNS = { goal_id: 'goalId', todo_id: 'todoId', note_id: 'noteId', feedback_id: 'feedbackId', daily_scrum_item_id: 'dailyScrumItemId' } as const;

/** The one target a comment is on, as the comments field takes it and as the payload names it. */
async function commentTarget(em: EntityManager, commentId: string) {
  const [row] = await em.getKnex()('comment').where({ id: commentId }).select(Object.keys(TARGET_COLUMNS));
  if (!row) return null;
  const column = (Object.keys(TARGET_COLUMNS) as (keyof typeof TARGET_COLUMNS)[]).find((name) => row[name]);
  if (!column) return null;
  const argument = TARGET_COLUMNS[column];
  return { input: { [argument]: row[column] as string }, described: { kind: column.replace(/_id$/, ''), id: row[column] as string } };
}
