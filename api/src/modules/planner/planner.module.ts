import { defineModule } from '../../kernel/module.js';
import { TodoNotifier } from '../todo/todo-notifier.js';
import { Planner } from './planner.entity.js';
import { PlannerResolver } from './planner.resolver.js';
import { PlannerService } from './planner.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    planners: PlannerService;
  }
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** A user's planner changed (a date, or null); routed by the planner owner's id. */
    'planner.changed': [userId: string, payload: { userId: string; date: string | null }];
  }
}

/** The day planner: to-dos time-blocked on 96 quarter-hour rows (spec 1). */
export const plannerModule = defineModule({
  name: 'planner',
  entities: [Planner],
  resolvers: [PlannerResolver],
  services: ({ bus, notifications }) => ({ planners: new PlannerService(new TodoNotifier(bus, notifications)) }),
});
