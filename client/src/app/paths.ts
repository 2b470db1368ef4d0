/** The planner: the signed-in home. */
export const HOME_PATH = '/planner';
/** The first-run path of a person without a workspace (features/first-run). */
export const FIRST_RUN_PATH = '/welcome';
