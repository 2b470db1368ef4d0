import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookDisabledReason } from '@domain/webhooks.js';
import { ADMIN_ROLES } from '../workspace/workspace-role.js';

const REGISTRANT_LEFT: WebhookDisabledReason = 'REGISTRANT_LEFT';

/**
 * Disables (REGISTRANT_LEFT) the enabled endpoints, of one workspace or one endpoint or all, whose
 * registrant is no longer an admin of its workspace: removed, demoted, their account deleted, or
 * any other way. Deliveries are read with the registrant's access, so none may be made with an
 * ex-admin's. One statement, run where it matters rather than on each path that ends a membership:
 * before each dispatch pass, before each send and before the settings list, so no path (nor a
 * delivery queued before the change) is missed. Returns the endpoints it disabled.
 */
export async function disableOrphanedEndpoints(
  em: EntityManager,
  scope: { workspaceId?: string; endpointId?: string } = {},
): Promise<string[]> {
  const knex = em.getKnex();
  const { rows }: { rows: { id: string }[] } = await knex.raw(
    `update webhook_endpoint e set enabled = false, disabled_reason = ?
     where e.enabled and e.enable
       and (?::uuid is null or e.workspace_id = ?::uuid) and (?::uuid is null or e.id = ?::uuid)
       and not exists (
         select 1 from workspace_member m join "user" u on u.id = m.user_id
         where m.workspace_id = e.workspace_id and m.user_id = e.register_id and m.enable and u.enable
           and m.role in (${ADMIN_ROLES.map(() => '?').join(', ')}))
     returning e.id`,
    [
      REGISTRANT_LEFT,
      scope.workspaceId ?? null,
      scope.workspaceId ?? null,
      scope.endpointId ?? null,
      scope.endpointId ?? null,
      ...ADMIN_ROLES,
    ],
  );
  return rows.map((row) => row.id);
}
