import { defineModule } from '../../kernel/module.js';
import { Goal, GoalParticipant, GoalSharing, UserGoalVisibility } from './goal.entity.js';
import { createGoalLoaders } from './goal.loaders.js';
import { GoalResolver } from './goal.resolver.js';
import { GoalService } from './goal.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    goals: GoalService;
  }
}

declare module '../../kernel/loaders.js' {
  interface Loaders extends ReturnType<typeof createGoalLoaders> {}
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** A goal was created, changed or deleted; routed by goal id (detail pages). */
    'goal.changed': [goalId: string, payload: { goalId: string }];
    /** A goal shared with a team (before or after the change) changed; routed by team id (goal lists). */
    'team.goals.changed': [teamId: string, payload: { goalId: string }];
  }
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    /** The to-do area clears that user's to-dos' link to the goal (spec 1 section 4). */
    goal_participant_removed: { goalId: string; userId: string; workspaceId: string };
    /** The to-do area hides (or brings back) that user's own to-dos of the goal. */
    goal_hidden: { goalId: string; userId: string };
    goal_revealed: { goalId: string; userId: string };
  }
}

/** Goals: hierarchy, status, priority, deadline, leader, participants, sharing and indicator (spec 1). */
export const goalModule = defineModule({
  name: 'goal',
  entities: [Goal, GoalParticipant, GoalSharing, UserGoalVisibility],
  resolvers: [GoalResolver],
  loaders: createGoalLoaders,
  services: ({ bus, events, activity, notifications, reminders }) => ({
    goals: new GoalService({ bus, events, activity, notifications, reminders }),
  }),
});
