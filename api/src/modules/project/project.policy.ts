import { teamPolicy } from '../team/team.policy.js';
import { workItemPolicy } from '../work-item/work-item.policy.js';

/**
 * Who may do what with a project (spec 1 section 6). A project is a work item like a goal: reading,
 * editing, sharing and deleting follow work-item.policy.ts. It is created in a team by the members
 * of that team.
 */
export const projectPolicy = {
  ...workItemPolicy,
  create: teamPolicy.read,
};
