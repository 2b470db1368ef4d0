import type { TestApp } from './test-app.js';

export const GOAL_FIELDS = `id title status priority startDate endDate completeDate indicatorType initialValue currentValue targetValue indicatorProgress
  team { id } parent { id } leader { id } participants { id } sharedTeams { team { id } isOwner } viewerHidden viewerCan { edit share delete }`;
export const CREATE_GOAL = `mutation CreateGoal($input: CreateGoalInput!) { createGoal(input: $input) { ${GOAL_FIELDS} } }`;
export const UPDATE_GOAL = `mutation UpdateGoal($id: UUID!, $input: UpdateGoalInput!) { updateGoal(id: $id, input: $input) { ${GOAL_FIELDS} } }`;
export const GOAL = `query Goal($id: UUID!) { goal(id: $id) { ${GOAL_FIELDS} children { id } ancestors { id } } }`;
export const GOALS = `query Goals($filter: GoalListFilter!, $offset: Int, $size: Int) { goals(filter: $filter, offset: $offset, size: $size) { total items { id title status } } }`;
export const SET_SHARING = `mutation Share($input: GoalSharingInput!) { setGoalSharing(input: $input) { id sharedTeams { team { id } isOwner } } }`;

/** Creates a goal as the given user and answers its id. */
export async function createGoal(app: TestApp, token: string, input: Record<string, unknown>): Promise<string> {
  return (await app.gqlOk(CREATE_GOAL, { input: { title: 'A goal', ...input } }, { token })).createGoal.id;
}
