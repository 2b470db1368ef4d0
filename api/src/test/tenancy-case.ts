import type { Organisation } from './org-factories.js';

/** The callers and outcomes of the tenancy matrix (api/src/graphql/tenancy.test.ts). */
export type Caller = 'owner' | 'admin' | 'member' | 'invited' | 'outsider' | 'anonymous';
export type Outcome =
  'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'INVALID_CREDENTIALS';
/** What a token bound to another workspace gets from a field that reaches outside it. */
export const BOUND_REFUSED = 'TOKEN_WORKSPACE_BOUND';
export const CALLERS: Caller[] = ['anonymous', 'outsider', 'invited', 'member', 'admin', 'owner'];

export interface Case {
  query: string;
  /** Variables for one call; may prepare fresh data so that a call that succeeds changes nothing shared. */
  variables?: (org: Organisation, caller: Caller) => Promise<Record<string, unknown>> | Record<string, unknown>;
  expect: Partial<Record<Caller, Outcome>> & { default?: Outcome };
  /** For successful calls: nothing of the other workspace may come back. */
  leaksNothing?: boolean;
  /** Fields that act on the caller's own account only; their rules are tested in their module. */
  selfScoped?: true;
  /**
   * The owner through a read-write token bound to another of their workspaces, when it differs from
   * the rule: refused where the field reaches the organisation's workspace (the outsider's outcome
   * differs from the owner's), else as the owner.
   */
  boundElsewhere?: Outcome | typeof BOUND_REFUSED;
}

export const LOGGED_IN_OK = { default: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
export const ADMINS_ONLY = { default: 'FORBIDDEN', owner: 'ok', admin: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
export const MEMBERS_ONLY = {
  default: 'FORBIDDEN',
  owner: 'ok',
  admin: 'ok',
  member: 'ok',
  anonymous: 'UNAUTHENTICATED',
} as const;
export const EVERYONE_BAD_INPUT = { default: 'BAD_USER_INPUT' } as const;
/** Colleagues of the member's workspace (active members): readers and editors of the member's public to-dos. */
export const COLLEAGUES = {
  default: 'NOT_FOUND',
  owner: 'ok',
  admin: 'ok',
  member: 'ok',
  anonymous: 'UNAUTHENTICATED',
} as const;
export const TODO_OWNER_ONLY = {
  default: 'NOT_FOUND',
  owner: 'FORBIDDEN',
  admin: 'FORBIDDEN',
  member: 'ok',
  anonymous: 'UNAUTHENTICATED',
} as const;
/** Members of the organisation's team (the owner and the member): readers of its goals and projects. */
export const TEAM_READERS = { default: 'FORBIDDEN', owner: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
