/**
 * The viewer's role in a row's workspace, for read statements (docs/architecture.md, "Reads"): null
 * when the viewer is no enabled member. The map of all the viewer's memberships does not depend on
 * the row, so PostgreSQL builds it once per statement (an InitPlan) and each row looks its workspace
 * up in it; a per-row `select role from workspace_member` scanned the table again for every row of
 * a list (issue 12: a fifth of the goal list's and the planner day's PostgreSQL time).
 */
export const viewerRoleSql = (viewerId: string, workspaceId: string): string =>
  `((select jsonb_object_agg(vm.workspace_id, vm.role) from workspace_member vm where vm.user_id = ${viewerId} and vm.enable) ->> (${workspaceId})::text)`;
