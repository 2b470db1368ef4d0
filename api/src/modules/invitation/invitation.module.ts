import { defineModule } from '../../kernel/module.js';
import { Invitation } from './invitation.entity.js';
import { InvitationResolver } from './invitation.resolver.js';
import { InvitationService } from './invitation.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    invitations: InvitationService;
  }
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    workspace_invite: { workspaceId: string; invitationId: string; actorId: string; recipientId: string };
  }
}

/** Invitations into a workspace, by e-mail (spec 2 section 4). */
export const invitationModule = defineModule({
  name: 'invitation',
  entities: [Invitation],
  resolvers: [InvitationResolver],
  services: ({ logger, mailer, events, workspaces }, settings) => ({
    invitations: new InvitationService({ publicUrl: settings.publicUrl, logger, mailer, events, workspaces }),
  }),
  // A verified address takes the invitation its sign-up link carried, and sees the others (spec 2 s4, issue 13).
  start: ({ events, invitations, orm }) =>
    events.on('email_verified', (e) => invitations.claimOnVerification(orm.em.fork(), e.userId, e.invitationId)),
});
