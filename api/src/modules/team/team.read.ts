import type { EntityManager } from '@mikro-orm/postgresql';
import { ReadStatement } from '../../database/read-statement.js';
import type { WorkspaceRole } from '../workspace/workspace-role.js';
import type { TeamViewer } from './team.policy.js';
import { viewerRoleSql } from '../workspace/viewer-role.read.js';

/** The viewer's standing towards a live team (enabled, in an enabled workspace): one statement; no row when the team is gone. */
const TEAM_VIEWER = new ReadStatement<
  [teamId: string, viewerId: string],
  { role: WorkspaceRole | null; in_team: boolean }
>(
  'team_viewer',
  () => `with params as (select ?::uuid as team_id, ?::uuid as viewer_id)
    select ${viewerRoleSql('params.viewer_id', 't.workspace_id')} as role,
      exists (select 1 from team_member tm where tm.team_id = t.id and tm.user_id = params.viewer_id and tm.enable) as in_team
    from params join team t on t.id = params.team_id and t.enable join workspace w on w.id = t.workspace_id and w.enable`,
);

export async function readTeamViewer(em: EntityManager, teamId: string, viewerId: string): Promise<TeamViewer | null> {
  const [row] = await TEAM_VIEWER.run(em, [teamId, viewerId]);
  return row ? { workspace: row.role ? { role: row.role } : null, inTeam: row.in_team } : null;
}
