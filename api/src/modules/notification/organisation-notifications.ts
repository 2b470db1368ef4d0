import { titleSnippet } from '@domain/notification-text.js';
import type { Orm } from '../../database/orm.type.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { Team } from '../team/team.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';
import type { NotificationService } from './notification.service.js';

/** Turns the workspace and team events into notifications (spec 2 section 3 types). */
export function notifyOrganisationEvents(events: DomainEvents, notifications: NotificationService, orm: Orm): void {
  const names = async (workspaceId: string, teamId?: string) => {
    // Names are read even of a deleted workspace or team: the notification may be about the deletion.
    const em = orm.em.fork();
    const workspace = await em.findOne(Workspace, { id: workspaceId }, { filters: false });
    const team = teamId ? await em.findOne(Team, { id: teamId }, { filters: false }) : null;
    return {
      workspace_id: workspaceId,
      workspace_name: titleSnippet(workspace?.name),
      ...(team ? { team_id: team.id, team_name: titleSnippet(team.name) } : {}),
    };
  };

  events.on('workspace_invite', async (e) => {
    await notifications.notify({
      type: 'workspace_invite',
      actorId: e.actorId,
      recipientIds: [e.recipientId],
      content: { ...(await names(e.workspaceId)), invitation_id: e.invitationId },
      related: { type: 'invitation', id: e.invitationId },
    });
  });
  events.on('workspace_join', async (e) => {
    await notifications.notify({
      type: 'workspace_join',
      actorId: e.actorId,
      recipientIds: e.recipientIds,
      workspaceId: e.workspaceId,
      content: await names(e.workspaceId),
      related: { type: 'workspace', id: e.workspaceId },
    });
  });
  events.on('team_invite', async (e) => {
    await notifications.notify({
      type: 'team_invite',
      actorId: e.actorId,
      recipientIds: [e.recipientId],
      workspaceId: e.workspaceId,
      content: await names(e.workspaceId, e.teamId),
      related: { type: 'team', id: e.teamId },
    });
  });
  events.on('workspace_out', async (e) => {
    await notifications.notify({
      type: 'workspace_out',
      actorId: e.actorId,
      recipientIds: [e.recipientId],
      content: await names(e.workspaceId),
      related: { type: 'workspace', id: e.workspaceId },
    });
  });
  events.on('workspace_owner', async (e) => {
    await notifications.notify({
      type: 'workspace_owner',
      actorId: e.actorId,
      recipientIds: [e.recipientId],
      workspaceId: e.workspaceId,
      content: await names(e.workspaceId),
      related: { type: 'workspace', id: e.workspaceId },
    });
  });
  events.on('team_out', async (e) => {
    await notifications.notify({
      type: 'team_out',
      actorId: e.actorId,
      recipientIds: [e.recipientId],
      content: await names(e.workspaceId, e.teamId),
      related: { type: 'team', id: e.teamId },
    });
  });
}
