import type { Knex } from '@mikro-orm/postgresql';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';

/** The tables of a kind of work item, for the shared read predicate. */
export interface WorkItemTables {
  /** Alias of the item table in the query (g for goal, p for project). */
  alias: string;
  sharing: 'goal_sharing' | 'project_sharing';
  participant: 'goal_participant' | 'project_participant';
  foreignKey: 'goal_id' | 'project_id';
}

export const GOAL_TABLES: WorkItemTables = {
  alias: 'g',
  sharing: 'goal_sharing',
  participant: 'goal_participant',
  foreignKey: 'goal_id',
};
export const PROJECT_TABLES: WorkItemTables = {
  alias: 'p',
  sharing: 'project_sharing',
  participant: 'project_participant',
  foreignKey: 'project_id',
};

/**
 * Restricts a query over enabled items (aliased) to those the viewer may read, in SQL: the
 * predicate of work-item.policy.ts. Joins the owning team as t (for filters by workspace).
 */
export function whereReadable(
  knex: Knex,
  builder: Knex.QueryBuilder,
  tables: WorkItemTables,
  viewerId: string,
): Knex.QueryBuilder {
  const { alias } = tables;
  return builder
    .join('team as t', 't.id', `${alias}.team_id`)
    .join('workspace as w', 'w.id', 't.workspace_id')
    .join('workspace_member as wm', (join) =>
      join.on('wm.workspace_id', 't.workspace_id').andOnVal('wm.user_id', viewerId).andOnVal('wm.enable', true),
    )
    .where({ [`${alias}.enable`]: true, 't.enable': true, 'w.enable': true })
    .whereIn('wm.role', [...ACTIVE_ROLES])
    .where((access) =>
      access
        .whereExists(
          knex(`${tables.sharing} as rs`)
            .join('team_member as rtm', 'rtm.team_id', 'rs.team_id')
            .join('team as rt', 'rt.id', 'rs.team_id')
            .whereRaw(`rs.${tables.foreignKey} = ${alias}.id`)
            .where({ 'rs.enable': true, 'rtm.user_id': viewerId, 'rtm.enable': true, 'rt.enable': true }),
        )
        .orWhere(`${alias}.leader_id`, viewerId)
        .orWhereExists(takingPart(knex, tables, viewerId)),
    );
}

/** Rows of the participant table linking the aliased item to a user. */
export function takingPart(knex: Knex, tables: WorkItemTables, userId: string): Knex.QueryBuilder {
  return knex(`${tables.participant} as tp`)
    .whereRaw(`tp.${tables.foreignKey} = ${tables.alias}.id`)
    .where('tp.user_id', userId);
}

/** Restricts to items shared (enabled) with one team. */
export function sharedWith(knex: Knex, tables: WorkItemTables, teamId: string): Knex.QueryBuilder {
  return knex(`${tables.sharing} as ts`)
    .whereRaw(`ts.${tables.foreignKey} = ${tables.alias}.id`)
    .where({ 'ts.team_id': teamId, 'ts.enable': true });
}
