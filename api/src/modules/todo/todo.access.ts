import { AppError, ErrorCode, errors } from '../../graphql/errors.js';
import { pairKey } from '../../database/batch.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { mayOnGoal } from '../work-item/work-item.access.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import { viewerMembership } from '../workspace/workspace.access.js';
import type { Row } from '../../database/entity-row.js';
import type { Todo } from './todo.entity.js';
import { readTodo, todoReadFacts } from './todo.read.js';
import { todoPolicy, type TodoSubject, type TodoViewer } from './todo.policy.js';

type Rule = (viewer: TodoViewer, todo: TodoSubject) => boolean;

export const todoSubject = (todo: Row<Todo>): TodoSubject => ({ ownerId: todo.user.id, isPublic: todo.isPublic });

/** The viewer's standing towards a to-do: carried by a row of the read path, or through per-request loaders (constant cost in lists). */
export async function todoViewer(ctx: SignedInContext, todo: Row<Todo>): Promise<TodoViewer> {
  const carried = todoReadFacts.of(todo);
  if (carried) return carried.viewer;
  const { userId } = ctx.viewer;
  const goal = todo.goal ? await ctx.loaders.goal.load(todo.goal.id) : null;
  const team = goal ? await ctx.loaders.team.load(goal.team.id) : null;
  const workspace = team ? await ctx.loaders.workspace.load(team.workspace.id) : null;
  // A goal that is gone (deleted, or its team or workspace deleted) leaves a plain to-do.
  const liveGoal = goal && workspace ? goal : null;
  const [sharesWorkspaceWithOwner, goalWorkspace, canReadGoal] = await Promise.all([
    ctx.loaders.sharesWorkspace.load(pairKey(userId, todo.user.id)),
    liveGoal ? viewerMembership(ctx, workspace!.id) : Promise.resolve(undefined),
    liveGoal ? mayOnGoal(ctx, liveGoal, workItemPolicy.read) : Promise.resolve(true),
  ]);
  return {
    userId,
    sharesWorkspaceWithOwner,
    goalWorkspace: liveGoal ? (goalWorkspace ?? null) : undefined,
    canReadGoal,
  };
}

export async function mayOnTodo(ctx: SignedInContext, todo: Row<Todo>, rule: Rule): Promise<boolean> {
  return rule(await todoViewer(ctx, todo), todoSubject(todo));
}

/**
 * `answer` given the viewer's standing towards a to-do: at once when the row carries it (the read
 * path), else once the loaders found it. Field resolvers answer through it so that a row of the read
 * path resolves without a promise (issue 12: a promise per field, with graphql-js waiting on every
 * object that holds one, was a large part of a read's server CPU). The same rule decides either way.
 */
export function withTodoViewer<T>(
  ctx: SignedInContext,
  todo: Row<Todo>,
  answer: (viewer: TodoViewer) => T,
): T | Promise<T> {
  const carried = todoReadFacts.of(todo);
  return carried ? answer(carried.viewer) : todoViewer(ctx, todo).then(answer);
}

/**
 * Loads a to-do to change and checks a rule: NOT_FOUND (missing or deleted, or not readable),
 * FORBIDDEN TODO_READ_ONLY. The viewer's facts come from the read path's one statement, asked beside
 * the entity (two round trips at once, where the loaders took nine one after another: a to-do's
 * mutation, and with it every live view it changes, answers that much sooner).
 */
export async function authorizeTodo(
  ctx: SignedInContext,
  todoId: string,
  rule: Rule,
): Promise<{ todo: Todo; viewer: TodoViewer }> {
  const [read, todo] = await Promise.all([readTodo(ctx.em, ctx.viewer.userId, todoId), ctx.loaders.todo.load(todoId)]);
  if (!read || !todo) throw errors.notFound('To-do');
  const viewer = await todoViewer(ctx, read);
  assertTodoRule(viewer, todoSubject(todo), rule);
  return { todo, viewer };
}

/** A to-do for a read (the to-do query, a comment thread) in one statement, the rule checked as authorizeTodo does. */
export async function checkTodo(ctx: SignedInContext, todoId: string, rule: Rule): Promise<Row<Todo>> {
  return checkedTodo(ctx, await readTodo(ctx.em, ctx.viewer.userId, todoId), rule);
}

/** A to-do the read path answered (null: none), the rule checked as authorizeTodo does. */
export async function checkedTodo(ctx: SignedInContext, todo: Row<Todo> | null, rule: Rule): Promise<Row<Todo>> {
  if (!todo) throw errors.notFound('To-do');
  assertTodoRule(await todoViewer(ctx, todo), todoSubject(todo), rule);
  return todo;
}

function assertTodoRule(viewer: TodoViewer, subject: TodoSubject, rule: Rule): void {
  if (rule(viewer, subject)) return;
  // Someone who may not even read it learns nothing of it.
  if (!todoPolicy.read(viewer, subject)) throw errors.notFound('To-do');
  throw new AppError(ErrorCode.FORBIDDEN, 'This to-do is read-only for you.', { reason: 'TODO_READ_ONLY' });
}
