import type { EntityManager } from '@mikro-orm/postgresql';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_TODOS_MAX, valuesOnBothSides } from '@domain/feedback.js';
import { errors } from '../../graphql/errors.js';
import { CoreValue } from '../core-value/core-value.entity.js';
import { activeMembersAmong } from '../workspace/active-members.js';
import { readableTodoIdsOf } from './feedback-todo.read.js';

/**
 * The checks feedback and requests share (spec 3 section 5): a receiver who is an active colleague
 * (never oneself), non-empty trimmed text, core values of the workspace on one side only, and
 * to-dos of the right person that the writer may read in full.
 */
export function validFeedbackContent(content: string): string {
  const trimmed = content.trim();
  if (!trimmed) throw errors.badInput('content', 'CONTENT_REQUIRED', 'Please write the feedback.');
  if (trimmed.length > FEEDBACK_CONTENT_MAX)
    throw errors.badInput('content', 'CONTENT_TOO_LONG', `Feedback can be at most ${FEEDBACK_CONTENT_MAX} characters.`);
  return trimmed;
}

export async function checkReceiver(
  em: EntityManager,
  workspaceId: string,
  writerId: string,
  receiverId: string | null | undefined,
): Promise<string> {
  if (!receiverId) throw errors.badInput('receiverId', 'FEEDBACK_RECEIVER_REQUIRED', 'Choose a colleague.');
  if (receiverId === writerId)
    throw errors.badInput('receiverId', 'FEEDBACK_RECEIVER_SELF', 'You cannot send feedback to yourself.');
  if ((await activeMembersAmong(em, workspaceId, [receiverId])).length === 0) {
    throw errors.badInput(
      'receiverId',
      'FEEDBACK_RECEIVER_NOT_MEMBER',
      'Feedback goes to active members of the workspace only.',
    );
  }
  return receiverId;
}

export interface ValuePick {
  positiveIds: string[];
  negativeIds: string[];
}

/**
 * The chosen core values, each once: values of the workspace that are enabled, or already on the
 * feedback being edited (a value deleted since stays on it).
 */
export async function checkValues(
  em: EntityManager,
  workspaceId: string,
  pick: ValuePick,
  keptIds: string[] = [],
): Promise<{ coreValue: CoreValue; isPositive: boolean }[]> {
  const positive = [...new Set(pick.positiveIds)];
  const negative = [...new Set(pick.negativeIds)];
  if (valuesOnBothSides(positive, negative).length) {
    throw errors.badInput(
      'coreValueIds',
      'FEEDBACK_VALUE_BOTH_SIDES',
      'A core value cannot be both positive and negative.',
    );
  }
  const ids = [...positive, ...negative];
  if (ids.length === 0) return [];
  const kept = new Set(keptIds);
  const values = await em.find(CoreValue, { id: { $in: ids }, workspace: workspaceId }, { filters: false });
  const usable = new Map(
    values.filter((value) => value.enable || kept.has(value.id)).map((value) => [value.id, value]),
  );
  if (usable.size !== ids.length)
    throw errors.badInput(
      'coreValueIds',
      'FEEDBACK_VALUE_UNKNOWN',
      'One of the core values is not available in this workspace.',
    );
  return ids.map((id) => ({ coreValue: usable.get(id)!, isPositive: positive.includes(id) }));
}

/** The chosen to-dos, each once: `ownerId`'s, readable in full by the writer. */
export async function checkTodos(
  em: EntityManager,
  writerId: string,
  ownerId: string,
  todoIds: string[],
): Promise<string[]> {
  const ids = [...new Set(todoIds)];
  if (ids.length > FEEDBACK_TODOS_MAX)
    throw errors.badInput('todoIds', 'FEEDBACK_TOO_MANY_TODOS', `Choose at most ${FEEDBACK_TODOS_MAX} to-dos.`);
  const readable = await readableTodoIdsOf(em, writerId, ownerId, ids);
  if (readable.size !== ids.length)
    throw errors.badInput('todoIds', 'FEEDBACK_TODO_UNKNOWN', 'One of the to-dos cannot be linked.');
  return ids;
}
