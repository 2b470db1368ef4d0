import type { Row } from '../../database/entity-row.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import type { Team } from '../team/team.entity.js';
import { viewerRoleSql } from '../workspace/viewer-role.read.js';
import type { Membership } from '../workspace/workspace.policy.js';
import type { WorkItemAccess, WorkItemViewer } from './work-item.policy.js';

/**
 * The read path's side of work items (docs/architecture.md, "Reads"): SQL pieces that fetch, beside a
 * goal or project row, what work-item.policy.ts decides on, and the facts that row then carries to
 * the access helpers (work-item.access.ts), so a list needs no loader per row.
 */
export interface WorkItemFacts {
  /** The owning team (enabled, in an enabled workspace). */
  team: Row<Team>;
  viewer: WorkItemViewer;
  access: WorkItemAccess;
}

export const workItemReadFacts = new ReadFacts<WorkItemFacts>();

/**
 * What a read statement selects about work item `alias` for the facts (its tables from `kind`), in no
 * particular order: the policy asks only whether an id is there. A statement that selects the
 * participants themselves (enabled users, as here) leaves their ids out (`participantIds: false`)
 * and the row takes them from that list.
 */
export function workItemFactsSql(
  kind: 'goal' | 'project',
  alias: string,
  viewerId: string,
  workspaceId: string,
  { participantIds = true } = {},
): string {
  const participants = participantIds
    ? `'participantIds', array(select tp.user_id from ${kind}_participant tp join "user" tu on tu.id = tp.user_id and tu.enable
      where tp.${kind}_id = ${alias}.id),`
    : '';
  return `json_build_object(
    'sharedTeamIds', array(select s.team_id from ${kind}_sharing s join team st on st.id = s.team_id and st.enable
      where s.${kind}_id = ${alias}.id and s.enable),
    ${participants}
    'role', ${viewerRoleSql(viewerId, workspaceId)})`;
}

/** The enabled teams of a user, as a uuid array (once per statement: the viewer's teams). */
export const userTeamIdsSql = (userId: string) =>
  `array(select tm.team_id from team_member tm join team tt on tt.id = tm.team_id and tt.enable where tm.user_id = ${userId} and tm.enable)`;

/** The viewer a read row's facts are decided for: the user and their teams (`viewer_team_ids`, `userTeamIdsSql`). */
export interface RowViewer {
  userId: string;
  teamIds: ReadonlySet<string>;
}

/** The viewer of a statement's rows: the teams are the same on every row, so a list makes it once, from its first row. */
export const rowViewer = (viewerId: string, row: { viewer_team_ids: string[] } | undefined): RowViewer => ({
  userId: viewerId,
  teamIds: new Set(row?.viewer_team_ids),
});

export interface WorkItemFactsJson {
  sharedTeamIds: string[];
  participantIds: string[];
  role: Membership['role'] | null;
}

/** Attaches the facts of `workItemFactsSql` to a goal or project row. */
export function withWorkItemFacts<T extends { leader?: { id: string } | null; register: { id: string } }>(
  item: T,
  team: Row<Team>,
  json: WorkItemFactsJson,
  viewer: { userId: string; teamIds: ReadonlySet<string> },
): T {
  return workItemReadFacts.attach(item, {
    team,
    viewer: { userId: viewer.userId, teamIds: viewer.teamIds, workspace: json.role ? { role: json.role } : null },
    access: {
      sharedTeamIds: json.sharedTeamIds,
      participantIds: json.participantIds,
      leaderId: item.leader?.id ?? null,
      registerId: item.register.id,
    },
  });
}
