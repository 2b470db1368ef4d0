import { defineModule } from '../../kernel/module.js';
import { WorkItemParticipant, WorkItemSharing } from './work-item.entity.js';

/**
 * What goals and projects share (spec 1): participants, sharing with teams, the readable-items rule
 * and deadline reminders. Its resolvers and services are the goal and project modules'.
 */
export const workItemModule = defineModule({
  name: 'work-item',
  entities: [WorkItemParticipant, WorkItemSharing],
});
