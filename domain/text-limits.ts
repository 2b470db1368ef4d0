/**
 * The longest titles and texts the API keeps (in UTF-16 units, as JavaScript and an input's
 * maxLength count them), shown by the client's length counter before anyone reaches them.
 * Workspace and team names are in organisation.ts.
 */

export const GOAL_TITLE_MAX = 200;
export const PROJECT_NAME_MAX = 100;
export const TODO_TITLE_MAX = 200;
export const NOTE_TITLE_MAX = 200;
/** A comment as stored (mentions as "@[id]"). */
export const COMMENT_MAX = 5000;

/** The share of a limit from which the counter shows (spec: a counter near the limit). */
export const LENGTH_COUNTER_FROM = 0.8;

/** Whether a text of this length is near enough to its limit to show the count. */
export function nearLengthLimit(length: number, max: number): boolean {
  return length >= Math.ceil(max * LENGTH_COUNTER_FROM);
}
