import { defineModule } from '../../kernel/module.js';
import { TeamMemberResolver } from './team-member.resolver.js';
import { Team, TeamMember } from './team.entity.js';
import { createTeamLoaders } from './team.loaders.js';
import { TeamResolver } from './team.resolver.js';
import { TeamService } from './team.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    teams: TeamService;
  }
}

declare module '../../kernel/loaders.js' {
  interface Loaders extends ReturnType<typeof createTeamLoaders> {}
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    team_invite: { workspaceId: string; teamId: string; actorId: string; recipientId: string };
    team_out: { workspaceId: string; teamId: string; actorId: string; recipientId: string };
    /** Someone left a team or was taken out of it. */
    team_member_left: { teamId: string; userId: string };
  }
}

/** Teams of a workspace and their members (spec 2 section 4). */
export const teamModule = defineModule({
  name: 'team',
  entities: [Team, TeamMember],
  resolvers: [TeamResolver, TeamMemberResolver],
  loaders: createTeamLoaders,
  services: ({ events }) => ({ teams: new TeamService(events) }),
});
