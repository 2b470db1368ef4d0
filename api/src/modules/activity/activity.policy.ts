import { workItemPolicy } from '../work-item/work-item.policy.js';

/** Who may see a goal's activity feed (spec 1): whoever may read the goal. */
export const activityPolicy = {
  read: workItemPolicy.read,
};
