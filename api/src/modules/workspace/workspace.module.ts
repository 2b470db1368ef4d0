import { defineModule } from '../../kernel/module.js';
import { WorkspaceMemberResolver } from './member.resolver.js';
import { Workspace, WorkspaceMember } from './workspace.entity.js';
import { createWorkspaceLoaders } from './workspace.loaders.js';
import { WorkspaceResolver } from './workspace.resolver.js';
import { WorkspaceService } from './workspace.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    workspaces: WorkspaceService;
  }
}

declare module '../../kernel/loaders.js' {
  interface Loaders extends ReturnType<typeof createWorkspaceLoaders> {}
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** A member was removed from a workspace: their subscriptions on it must stop at once. */
    'membership.revoked': [payload: { workspaceId: string; userId: string }];
  }
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    workspace_join: { workspaceId: string; actorId: string; joinedUserId: string; recipientIds: string[] };
    workspace_out: { workspaceId: string; actorId: string; recipientId: string };
    workspace_owner: { workspaceId: string; actorId: string; recipientId: string };
  }
}

/** Workspaces, their members and roles (spec 2 section 4). */
export const workspaceModule = defineModule({
  name: 'workspace',
  entities: [Workspace, WorkspaceMember],
  resolvers: [WorkspaceResolver, WorkspaceMemberResolver],
  loaders: createWorkspaceLoaders,
  services: ({ events, bus }) => ({ workspaces: new WorkspaceService(events, bus) }),
});
