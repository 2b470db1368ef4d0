/**
 * Why the assistant could not answer a request, or a step of it: the assistant's socket sends one of
 * these in an `error` event (and a tool step that failed carries a reason of the error catalogue, or one
 * of these), never a sentence; the client words each in the user's language.
 */
export const ASSISTANT_FAILURES = [
  // The request itself
  'EMPTY_QUERY',
  'BAD_REQUEST',
  'BUSY',
  'SESSION_NOT_FOUND',
  'INTERNAL_SERVER_ERROR',
  // A tool step failed (the step's own line says why).
  'TOOL_FAILED',
  // The model endpoint (AI_BASE_URL)
  'MODEL_UNREACHABLE',
  'MODEL_KEY_REFUSED',
  'MODEL_RATE_LIMITED',
  'MODEL_NOT_FOUND',
  /** No word came from the model within the first-token timeout. */
  'MODEL_TIMEOUT',
  /** The answer went on past the turn's overall deadline. */
  'MODEL_DEADLINE',
  /** The model asked for a tool that does not exist, or with arguments that cannot be read. */
  'MODEL_BAD_TOOL_CALL',
  /** The model still asked for tools when its rounds were spent, and said nothing. */
  'MODEL_ROUND_LIMIT',
  'MODEL_FAILED',
] as const;

export type AssistantFailure = (typeof ASSISTANT_FAILURES)[number];

export function isAssistantFailure(value: unknown): value is AssistantFailure {
  return typeof value === 'string' && (ASSISTANT_FAILURES as readonly string[]).includes(value);
}
