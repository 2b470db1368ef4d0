import { defineModule } from '../../kernel/module.js';
import { ActivityLog, GoalHistory } from './activity.entity.js';
import { ActivityResolver } from './activity.resolver.js';
import { ActivityService } from './activity.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    activity: ActivityService;
  }
}

/** The activity log of goals and the history of their fields (spec 1 section 7). */
export const activityModule = defineModule({
  name: 'activity',
  entities: [GoalHistory, ActivityLog],
  resolvers: [ActivityResolver],
  services: () => ({ activity: new ActivityService() }),
});
