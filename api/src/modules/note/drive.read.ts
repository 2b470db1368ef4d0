import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql, type Row, type RowSql } from '../../database/entity-row.js';
import { pageTotal, readPage } from '../../database/read-statement.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import { Goal } from '../goal/goal.entity.js';
import { Team } from '../team/team.entity.js';
import type { Todo } from '../todo/todo.entity.js';
import { todoPolicy } from '../todo/todo.policy.js';
import {
  TODO_READ_JOINS,
  todoFromRead,
  todoReadColumns,
  todoReadFacts,
  type TodoReadColumns,
} from '../todo/todo.read.js';
import { todoSubject } from '../todo/todo.access.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';
import {
  rowViewer,
  userTeamIdsSql,
  withWorkItemFacts,
  type RowViewer,
  workItemFactsSql,
  workItemReadFacts,
  type WorkItemFactsJson,
} from '../work-item/work-item.read.js';
import { Workspace } from '../workspace/workspace.entity.js';
import type { WorkspaceRole } from '../workspace/workspace-role.js';
import { drivePageBuilder, type DrivePage } from './drive.query.js';
import { Note } from './note.entity.js';
import type { NoteViewer } from './note.policy.js';
import { viewerRoleSql } from '../workspace/viewer-role.read.js';

/** What a note row of the read path carries for its fields and its rights. */
export interface NoteFacts {
  viewer: NoteViewer;
  author: UserProfileRow;
  workspace: Row<Workspace>;
  /** The goal or to-do it is on, carrying their own facts. */
  goal: Row<Goal> | null;
  todo: Row<Todo> | null;
  bookmarked: boolean;
}

export const noteReadFacts = new ReadFacts<NoteFacts>();

interface DriveColumns {
  total: string;
  note: unknown;
  author: UserProfileRow;
  workspace: unknown;
  role: WorkspaceRole | null;
  goal: { goal: unknown; team: unknown; facts: WorkItemFactsJson } | null;
  todo: TodoReadColumns | null;
  bookmarked: boolean;
  viewer_team_ids: string[];
}

function driveColumns(sql: RowSql, viewer: string): string {
  return `page.total, ${sql.row(Note, 'n')} as note, ${userProfileSql(sql, 'au')} as author, ${sql.row(Workspace, 'nw')} as workspace,
    ${viewerRoleSql(viewer, 'n.workspace_id')} as role,
    (select json_build_object('goal', ${sql.row(Goal, 'g')}, 'team', ${sql.row(Team, 'gt')}, 'facts', ${workItemFactsSql('goal', 'g', viewer, 'gt.workspace_id')})
      from goal g join team gt on gt.id = g.team_id and gt.enable join workspace gw on gw.id = gt.workspace_id and gw.enable
      where g.id = n.goal_id and g.enable) as goal,
    (select row_to_json(x) from (select ${todoReadColumns(sql, viewer)} from todo t ${TODO_READ_JOINS} where t.id = n.todo_id and t.enable) x) as todo,
    exists (select 1 from note_bookmark b where b.note_id = n.id and b.user_id = ${viewer}) as bookmarked,
    to_json(${userTeamIdsSql(viewer)}) as viewer_team_ids`;
}

/** One page of the drive with everything its rows show, in one statement (prepared per shape of the filter). */
export async function readDrive(em: EntityManager, page: DrivePage): Promise<{ items: Row<Note>[]; total: number }> {
  const viewer = page.viewer;
  const sql = rowSql(em);
  const rows = await readPage<DriveColumns>(em, 'drive', drivePageBuilder(em, page), viewer.id, (outer) =>
    outer
      .join('note as n', 'n.id', 'page.id')
      .join('workspace as nw', 'nw.id', 'n.workspace_id')
      .join('user as au', 'au.id', 'n.register_id')
      .select(em.getKnex().raw(driveColumns(sql, 'params.viewer_id'))),
  );
  const readViewer = rowViewer(viewer.id, rows[0]);
  const items = rows.map((row) => noteFromRead(sql, row, readViewer));
  return { items, total: pageTotal(rows) };
}

function noteFromRead(sql: RowSql, row: DriveColumns, viewer: RowViewer): Row<Note> {
  const viewerId = viewer.userId;
  const goal =
    row.goal &&
    withWorkItemFacts(sql.revive(Goal, row.goal.goal), sql.revive(Team, row.goal.team), row.goal.facts, viewer);
  const todo = row.todo && todoFromRead(sql, row.todo, viewer);
  return noteReadFacts.attach(sql.revive(Note, row.note), {
    viewer: {
      userId: viewerId,
      workspace: row.role ? { role: row.role } : null,
      canReadTarget: canReadTarget(goal, todo),
    },
    author: row.author,
    workspace: sql.revive(Workspace, row.workspace),
    goal,
    todo,
    bookmarked: row.bookmarked,
  });
}

/** note.policy.ts's canReadTarget from the carried facts, as note.access.ts decides it from loaders. */
function canReadTarget(goal: Row<Goal> | null, todo: Row<Todo> | null): boolean {
  const goalFacts = goal && workItemReadFacts.of(goal);
  if (goalFacts) return workItemPolicy.read(goalFacts.viewer, goalFacts.access);
  const todoFacts = todo && todoReadFacts.of(todo);
  return todoFacts ? todoPolicy.readUnmasked(todoFacts.viewer, todoSubject(todo)) : false;
}
