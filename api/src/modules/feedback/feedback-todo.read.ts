import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { todoPolicy } from '../todo/todo.policy.js';
import {
  TODO_READ_JOINS,
  todoFromRead,
  todoReadColumns,
  todoReadFacts,
  type TodoReadColumns,
} from '../todo/todo.read.js';
import { rowViewer, userTeamIdsSql } from '../work-item/work-item.read.js';

/**
 * The to-dos a feedback or a request points at (spec 3 section 2): on a card with their status and
 * planned time, and in the form's picker, where one chooses among a colleague's recent work.
 */
export interface FeedbackTodoRow {
  id: string;
  title: string;
  ownerId: string;
  isPublic: boolean;
  completeDate: string | null;
  cancelledDate: string | null;
  /** Minutes planned on the day planner, all days together. */
  plannedMinutes: number;
  goal: { id: string; title: string } | null;
}

/** Minutes planned for to-do `todoId` (an SQL expression) on the day planner, all days together. */
const plannedMinutesSql = (todoId: string) =>
  `(select coalesce(sum(cardinality(p.blocks)), 0) * 15 from planner p where p.todo_id = ${todoId} and p.enable)`;

/**
 * The linked to-dos of a feedback or request as one JSON column (`FeedbackTodoRow[]`), by title;
 * deleted to-dos drop out. `link` is feedback_todo or feedback_request_todo, `key` its column.
 */
export function linkedTodosSql(
  link: 'feedback_todo' | 'feedback_request_todo',
  key: 'feedback_id' | 'request_id',
  ownerId: string,
): string {
  return `coalesce((select json_agg(json_build_object('id', t.id, 'title', t.title, 'ownerId', t.user_id, 'isPublic', t.is_public,
      'completeDate', t.complete_date, 'cancelledDate', t.cancelled_date,
      'plannedMinutes', ${plannedMinutesSql('t.id')},
      'goal', (select json_build_object('id', g.id, 'title', g.title) from goal g where g.id = t.goal_id and g.enable)) order by t.title, t.id)
    from ${link} lt join todo t on t.id = lt.todo_id and t.enable where lt.${key} = ${ownerId}), '[]')`;
}

export interface TodoChoiceQuery {
  viewerId: string;
  ownerId: string;
  workspaceId: string;
  /** The viewer's today and the first day of the period, in the viewer's time zone. */
  from: string;
  today: string;
  timezone: string;
}

const CHOICE_LIMIT = 200;

// A to-do of the period: completed in it, or still open with a planner day in it. Cancelled ones
// are left out, and so are those of another workspace's goals.
const TODO_CHOICES = new ReadStatement<
  [string, string, string, string, string, string],
  TodoReadColumns & { viewer_team_ids: string[]; planned_minutes: number }
>(
  'feedback_todo_choices',
  (
    sql,
  ) => `with params as (select ?::uuid as viewer_id, ?::uuid as owner_id, ?::uuid as workspace_id, ?::date as from_day, ?::date as today, ?::text as tz)
    select ${todoReadColumns(sql, 'params.viewer_id')}, to_json(${userTeamIdsSql('params.viewer_id')}) as viewer_team_ids,
      ${plannedMinutesSql('t.id')}::int as planned_minutes
    from params join todo t on t.user_id = params.owner_id and t.enable and t.cancelled_date is null
    ${TODO_READ_JOINS}
    where (t.goal_id is null or gw.id = params.workspace_id)
      and ((t.complete_date at time zone params.tz)::date between params.from_day and params.today
        or (t.complete_date is null and exists (select 1 from planner p where p.todo_id = t.id and p.enable and p.planner_date between params.from_day and params.today)))
    order by g.title nulls last, t.complete_date desc nulls first, t.title
    limit ${CHOICE_LIMIT}`,
);

/** The to-dos of read rows that the viewer may read in full (never a masked one), each with its row. */
function readableInFull<R extends TodoReadColumns & { viewer_team_ids: string[] }>(
  em: EntityManager,
  viewerId: string,
  rows: R[],
) {
  const sql = rowSql(em);
  return rows.flatMap((row) => {
    const todo = todoFromRead(sql, row, rowViewer(viewerId, row));
    const facts = todoReadFacts.of(todo)!;
    return todoPolicy.readUnmasked(facts.viewer, { ownerId: todo.user.id, isPublic: todo.isPublic })
      ? [{ todo, facts, row }]
      : [];
  });
}

/** A colleague's to-dos of the period that the viewer may read in full (never a masked one), by goal. */
export async function readTodoChoices(em: EntityManager, query: TodoChoiceQuery): Promise<FeedbackTodoRow[]> {
  const rows = await TODO_CHOICES.run(em, [
    query.viewerId,
    query.ownerId,
    query.workspaceId,
    query.from,
    query.today,
    query.timezone,
  ]);
  return readableInFull(em, query.viewerId, rows).map(({ todo, facts, row }) => ({
    id: todo.id,
    title: todo.title,
    ownerId: todo.user.id,
    isPublic: todo.isPublic,
    completeDate: todo.completeDate?.toISOString() ?? null,
    cancelledDate: null,
    plannedMinutes: row.planned_minutes,
    goal: facts.goal ? { id: facts.goal.id, title: facts.goal.title } : null,
  }));
}

const TODOS_BY_ID = new ReadStatement<[string, string, string], TodoReadColumns & { viewer_team_ids: string[] }>(
  'feedback_todos_by_id',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as owner_id)
    select ${todoReadColumns(sql, 'params.viewer_id')}, to_json(${userTeamIdsSql('params.viewer_id')}) as viewer_team_ids
    from params join todo t on t.user_id = params.owner_id and t.enable and t.id = any(?::uuid[])
    ${TODO_READ_JOINS}`,
);

/** Of the given to-dos, the ids of those of `ownerId` that the viewer may read in full. */
export async function readableTodoIdsOf(
  em: EntityManager,
  viewerId: string,
  ownerId: string,
  todoIds: string[],
): Promise<Set<string>> {
  if (todoIds.length === 0) return new Set();
  // A uuid[] literal: knex would spread an array parameter into several (ids are checked UUIDs).
  const rows = await TODOS_BY_ID.run(em, [viewerId, ownerId, `{${todoIds.join(',')}}`]);
  return new Set(readableInFull(em, viewerId, rows).map(({ todo }) => todo.id));
}
