import type { FuzzAnswer } from './fuzz-call.js';

/** Codes no input may ever produce: a crash behind the mask, or a fuzz operation the schema refuses (the fuzz's own bug, or a limit it hit). */
const NEVER = ['INTERNAL_SERVER_ERROR', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'];
/** graphql-ws close codes that mean the server broke, not the client: internal error, bad response. */
const BROKEN_CLOSE = [1011, 4500];

/** What is wrong with an answer, or null: a 5xx, a code that means a crash, a broken socket, or data of the other workspace. */
export function problemWith(answer: FuzzAnswer, foreign: string[]): string | null {
  if (answer.status !== undefined && answer.status >= 500)
    return `HTTP ${answer.status}: ${JSON.stringify(answer.errors ?? answer.text)}`;
  if (answer.text !== undefined) return `HTTP ${answer.status} answered no JSON: ${answer.text}`;
  const crash = answer.errors?.find((error) => NEVER.includes(String(error.extensions?.code)));
  if (crash) return `${String(crash.extensions?.code)}: ${crash.message}`;
  if (answer.closeCode !== undefined && BROKEN_CLOSE.includes(answer.closeCode))
    return `socket closed with ${answer.closeCode}`;
  const text = JSON.stringify(answer.data ?? null);
  const leaked = foreign.filter((value) => text.includes(value));
  return leaked.length ? `data of the other workspace: ${leaked.join(', ')}` : null;
}

/** Variables for a failure message: long strings and lists shortened, so the call can be read (the seed replays it exactly). */
export function describeVariables(variables: unknown): string {
  return JSON.stringify(variables, (_key, value: unknown) => {
    if (typeof value === 'string' && value.length > 80)
      return `${JSON.stringify(value.slice(0, 20)).slice(1, -1)}… (${value.length} chars)`;
    if (Array.isArray(value) && value.length > 8) return [...value.slice(0, 2), `… (${value.length} items)`];
    return value;
  });
}
