import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookSubject } from '@domain/webhooks.js';
import { ToolError, type GraphQLRunner } from '../assistant/tools/tool.js';
import {
  WebhookCommentDocument,
  WebhookFeedbackDocument,
  WebhookGoalDocument,
  WebhookReportDocument,
  WebhookTodoDocument,
} from './webhook-operations.js';

/**
 * The `data` of a delivery: the item as the endpoint's admin reads it through the GraphQL API at
 * delivery time, so the API's privacy rules hold unchanged (a private to-do of someone else comes
 * masked, without its title; a feedback between two other people, or a draft report, is not readable
 * and goes as null: the receiver learns only that something changed). Read through the same runner
 * as the assistant's tools. What the API answers for an item; null when the reader may not read it (or it is gone).
 */
export async function webhookData(
  run: GraphQLRunner,
  em: EntityManager,
  subject: WebhookSubject,
  id: string,
): Promise<Record<string, unknown> | null> {
  try {
    if (subject !== 'comment') return await itemOf(run, subject, id);
    const target = await commentTarget(em, id);
    if (!target) return null;
    const { comments } = await run(WebhookCommentDocument, { target: target.input });
    const found = comments.items
      .flatMap(({ replies, ...comment }) => [comment, ...replies])
      .find((comment) => comment.id === id);
    return found ? { ...found, target: target.described } : null;
  } catch (error) {
    if (error instanceof ToolError) return null;
    throw error;
  }
}

/** An item that is not a comment, as its subject's operation reads it. */
async function itemOf(
  run: GraphQLRunner,
  subject: Exclude<WebhookSubject, 'comment'>,
  id: string,
): Promise<Record<string, unknown>> {
  switch (subject) {
    case 'todo':
      return (await run(WebhookTodoDocument, { id })).item;
    case 'goal':
      return (await run(WebhookGoalDocument, { id })).item;
    case 'report':
      return (await run(WebhookReportDocument, { id })).item;
    case 'feedback':
      return (await run(WebhookFeedbackDocument, { id })).item;
  }
}

const TARGET_COLUMNS = {
  goal_id: 'goalId',
  todo_id: 'todoId',
  note_id: 'noteId',
  feedback_id: 'feedbackId',
  daily_scrum_item_id: 'dailyScrumItemId',
} as const;

/** The one target a comment is on, as the comments field takes it and as the payload names it. */
async function commentTarget(em: EntityManager, commentId: string) {
  const [row] = await em.getKnex()('comment').where({ id: commentId }).select(Object.keys(TARGET_COLUMNS));
  if (!row) return null;
  const column = (Object.keys(TARGET_COLUMNS) as (keyof typeof TARGET_COLUMNS)[]).find((name) => row[name]);
  if (!column) return null;
  const argument = TARGET_COLUMNS[column];
  return {
    input: { [argument]: row[column] as string },
    described: { kind: column.replace(/_id$/, ''), id: row[column] as string },
  };
}
