import type { GraphQLError } from 'graphql';
import type { Viewer } from '../kernel/viewer.js';
import { errors } from './errors.js';

/** A personal access token's request budget, the one HTTP spends too (http/token-rate-limit.ts). */
export interface TokenBudget {
  spend(tokenId: string): Promise<{ allowed: boolean; resetSeconds: number }>;
}

/** graphql-ws's own "too many requests" code: its client treats it as final and does not reconnect. */
export const RATE_LIMITED_CLOSE_CODE = 4429;
/** Subscribes refused in a row on one socket, past which the client is taken to ignore Retry-After. */
export const REFUSALS_BEFORE_CLOSE = 10;

/** What one socket remembers between its messages. */
export interface SocketBudgetState {
  refusedInARow: number;
}

export type SocketBudgetVerdict = { refusal: GraphQLError | null; close: boolean };

/**
 * Each `subscribe` message of a token's socket spends one request of the token's budget, as an HTTP
 * request does (connection_init only authenticates). Over budget, that operation alone is refused
 * with RATE_LIMITED and retryAfterSeconds, as HTTP answers, and the socket stays open; a socket that
 * keeps subscribing regardless (REFUSALS_BEFORE_CLOSE refused in a row) is to be closed. Sessions
 * (the app) are not counted.
 */
export async function spendSocketBudget(
  budget: TokenBudget,
  viewer: Viewer | undefined,
  state: SocketBudgetState,
): Promise<SocketBudgetVerdict> {
  if (!viewer?.token) return { refusal: null, close: false };
  const spent = await budget.spend(viewer.token.id);
  if (spent.allowed) {
    state.refusedInARow = 0;
    return { refusal: null, close: false };
  }
  state.refusedInARow += 1;
  return { refusal: errors.tokenRateLimited(spent.resetSeconds), close: state.refusedInARow >= REFUSALS_BEFORE_CLOSE };
}
