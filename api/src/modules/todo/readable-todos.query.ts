import type { Knex } from '@mikro-orm/postgresql';
import { GOAL_TABLES, whereReadable } from '../work-item/readable-work-items.query.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';

/** The goal of a column while it lives: enabled, its team and workspace enabled. */
export function liveGoal(knex: Knex, column: string): Knex.QueryBuilder {
  return knex('goal as lg')
    .join('team as lt', 'lt.id', 'lg.team_id')
    .join('workspace as lw', 'lw.id', 'lt.workspace_id')
    .whereRaw(`lg.id = ${column}`)
    .where({ 'lg.enable': true, 'lt.enable': true, 'lw.enable': true });
}

/**
 * Restricts a query over to-dos (aliased `alias`) to the enabled ones whose title the viewer may see:
 * todo.policy.ts `readUnmasked` in SQL. The owner's own; or a colleague's public one, when the two are
 * active members of one enabled workspace and, for a to-do on a live goal, the viewer may read that
 * goal (a to-do whose goal is gone is a plain to-do again).
 */
export function whereTitleVisible(
  knex: Knex,
  builder: Knex.QueryBuilder,
  viewerId: string,
  alias: string,
): Knex.QueryBuilder {
  const sharesWorkspace = knex('workspace_member as va')
    .join('workspace as vw', 'vw.id', 'va.workspace_id')
    .join('workspace_member as vb', 'vb.workspace_id', 'va.workspace_id')
    .whereRaw(`vb.user_id = ${alias}.user_id`)
    .where({ 'va.user_id': viewerId, 'va.enable': true, 'vw.enable': true, 'vb.enable': true })
    .whereIn('va.role', [...ACTIVE_ROLES])
    .whereIn('vb.role', [...ACTIVE_ROLES]);
  const readableGoal = whereReadable(
    knex,
    knex('goal as g').whereRaw(`g.id = ${alias}.goal_id`),
    GOAL_TABLES,
    viewerId,
  );
  return builder.where(`${alias}.enable`, true).where((owner) =>
    owner.where(`${alias}.user_id`, viewerId).orWhere((colleague) =>
      colleague
        .where(`${alias}.is_public`, true)
        .whereExists(sharesWorkspace)
        .where((goal) =>
          goal
            .whereNull(`${alias}.goal_id`)
            .orWhereNotExists(liveGoal(knex, `${alias}.goal_id`))
            .orWhereExists(readableGoal),
        ),
    ),
  );
}
