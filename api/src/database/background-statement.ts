/**
 * Starts the SQL of a statement that a timer runs, not a request (the webhook presence read): the
 * statement counters of the tests leave them out, or a tick inside a measured request would count.
 */
export const BACKGROUND_STATEMENT = '/* background */';
