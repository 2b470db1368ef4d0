import { todoPolicy } from '../todo/todo.policy.js';

/**
 * Planners (spec 1). Whose planner the viewer may open follows user.policy.ts (their own, or a
 * colleague's of one workspace). A plan shows there when the viewer may read its to-do (a private
 * one of someone else is masked, not hidden); planning, moving, resizing and removing a plan go
 * with the right to change the to-do's times.
 */
export const plannerPolicy = {
  seePlan: todoPolicy.read,
  edit: todoPolicy.editTimes,
};
