/** What other areas mount from the planner: a colleague's day (the team member page). */
export { MemberDayPlanner } from './MemberDayPlanner';
