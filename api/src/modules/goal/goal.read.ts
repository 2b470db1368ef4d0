import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql, type Row, type RowSql } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import { Project } from '../project/project.entity.js';
import { Team } from '../team/team.entity.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';
import { accessDenied } from '../work-item/work-item.access.js';
import type { WorkItemAccess, WorkItemViewer } from '../work-item/work-item.policy.js';
import {
  rowViewer,
  userTeamIdsSql,
  type RowViewer,
  withWorkItemFacts,
  workItemFactsSql,
  workItemReadFacts,
  type WorkItemFactsJson,
} from '../work-item/work-item.read.js';
import { Goal } from './goal.entity.js';

/**
 * Goals on the read path (docs/architecture.md, "Reads"): the columns a read statement selects for
 * goal `g` and its team `t`, and the goal row built from them, carrying what its fields show besides
 * the access facts of work-item.read.ts.
 */
export interface GoalFacts {
  leader: UserProfileRow | null;
  participants: UserProfileRow[];
  /** The project while it lives, carrying its own access facts. */
  project: Row<Project> | null;
  viewerHidden: boolean;
}

export const goalReadFacts = new ReadFacts<GoalFacts>();

/** Whether the viewer hid the goal, for a goal read beside something else (a to-do's goal on the planner). */
export const goalVisibilityFacts = new ReadFacts<{ viewerHidden: boolean }>();

/** Columns for goal `g` of live team `t`, for the viewer `viewer` (an SQL expression). */
export function goalReadColumns(sql: RowSql, viewer: string): string {
  return `${sql.row(Goal, 'g')} as goal, ${sql.row(Team, 't')} as team, ${workItemFactsSql('goal', 'g', viewer, 't.workspace_id', { participantIds: false })} as facts,
    (select ${userProfileSql(sql, 'lu')} from "user" lu where lu.id = g.leader_id and lu.enable) as leader,
    coalesce((select json_agg(${userProfileSql(sql, 'pu')} order by gp.register_date) from goal_participant gp
      join "user" pu on pu.id = gp.user_id and pu.enable where gp.goal_id = g.id), '[]') as participants,
    (select json_build_object('project', ${sql.row(Project, 'pr')}, 'team', ${sql.row(Team, 'prt')}, 'facts', ${workItemFactsSql('project', 'pr', viewer, 'prt.workspace_id')})
      from project pr join team prt on prt.id = pr.team_id and prt.enable join workspace prw on prw.id = prt.workspace_id and prw.enable
      where pr.id = g.project_id and pr.enable) as project,
    exists (select 1 from user_goal_visibility v where v.goal_id = g.id and v.user_id = ${viewer} and v.is_hidden) as hidden,
    to_json(${userTeamIdsSql(viewer)}) as viewer_team_ids`;
}

export interface GoalReadColumns {
  goal: unknown;
  team: unknown;
  /** Without the participants' ids: `participants` has them. */
  facts: Omit<WorkItemFactsJson, 'participantIds'>;
  leader: UserProfileRow | null;
  participants: UserProfileRow[];
  project: { project: unknown; team: unknown; facts: WorkItemFactsJson } | null;
  hidden: boolean;
  viewer_team_ids: string[];
}

export function goalFromRead(sql: RowSql, row: GoalReadColumns, viewer: RowViewer): Row<Goal> {
  const project =
    row.project &&
    withWorkItemFacts(
      sql.revive(Project, row.project.project),
      sql.revive(Team, row.project.team),
      row.project.facts,
      viewer,
    );
  const facts = { ...row.facts, participantIds: row.participants.map((participant) => participant.id) };
  const goal = withWorkItemFacts(sql.revive(Goal, row.goal), sql.revive(Team, row.team), facts, viewer);
  return goalReadFacts.attach(goal, {
    leader: row.leader,
    participants: row.participants,
    project,
    viewerHidden: row.hidden,
  });
}

const GOAL_BY_ID = new ReadStatement<[viewerId: string, goalId: string], GoalReadColumns>(
  'goal_by_id',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as goal_id)
    select ${goalReadColumns(sql, 'params.viewer_id')}
    from params join goal g on g.id = params.goal_id and g.enable
    join team t on t.id = g.team_id and t.enable join workspace w on w.id = t.workspace_id and w.enable`,
);

/** A live goal (enabled, its team and workspace enabled) with its facts for the viewer; null otherwise. */
export async function readGoal(em: EntityManager, viewerId: string, goalId: string): Promise<Row<Goal> | null> {
  const [row] = await GOAL_BY_ID.run(em, [viewerId, goalId]);
  return row ? goalFromRead(rowSql(em), row, rowViewer(viewerId, row)) : null;
}

/**
 * A goal for a read (the goal query, a comment thread) in one statement, with the rule checked as
 * authorizeGoal does: NOT_FOUND (missing, deleted, its team or workspace deleted), FORBIDDEN
 * GOAL_ACCESS_DENIED. Mutations keep authorizeGoal: they change the entity.
 */
export async function checkGoal(
  ctx: SignedInContext,
  goalId: string,
  rule: (viewer: WorkItemViewer, item: WorkItemAccess) => boolean,
): Promise<Row<Goal>> {
  const goal = await readGoal(ctx.reads, ctx.viewer.userId, goalId);
  if (!goal) throw errors.notFound('Goal');
  const { viewer, access } = workItemReadFacts.of(goal)!;
  if (!rule(viewer, access)) throw accessDenied('Goal');
  return goal;
}
