import { ApolloClient, InMemoryCache } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import type { SessionUserFragment } from '../gql/graphql';
import { forgetAnswerTimes } from './cacheLifetime';
import { notificationsFieldPolicy } from './cachePolicies';
import { createLinks, GRAPHQL_PATH } from './links';
import { MeDocument, RefreshSessionDocument } from './operations';
import { clearSessionTokens, getSessionSnapshot, setSessionTokens, type SessionEndReason } from './session';

/**
 * The one Apollo Client of the app, and the session life cycle around it:
 *  - restoreSession(): at start, refreshSession silently (the httpOnly cookie decides);
 *  - startSession(payload): after login or a refresh, keep the token in memory and the user in the cache;
 *  - endSession(): forget the token, empty the cache, reconnect the WebSocket anonymously.
 *
 * Query defaults: cache-first reads, one retry (see links.ts); how long answers stay fresh and how
 * long they are kept is cacheLifetime.ts's.
 */

export interface AuthPayloadLike {
  readonly accessToken: string;
  readonly accessTokenExpiresAt: string;
  readonly user: SessionUserFragment;
}

const cache = new InMemoryCache({
  typePolicies: {
    User: { keyFields: ['id'] },
    TodoDisplaySetting: { merge: true },
    GoalDisplaySetting: { merge: true },
    // What the viewer may do: plain objects inside normalised ones, merged field by field.
    WorkspaceViewerCan: { merge: true },
    TeamViewerCan: { merge: true },
    MemberViewerCan: { merge: true },
    ReportViewerCan: { merge: true },
    FeedbackViewerCan: { merge: true },
    FeedbackRequestViewerCan: { merge: true },
    // A goal's work figures (no id) come whole: merged into the goal's.
    GoalWork: { merge: true },
    // A feedback's core value carries the core value's id, but its side (isPositive) is the feedback's own: kept inside each feedback.
    FeedbackValue: { keyFields: false },
    // Emoji reactions (groups without ids) come whole each time: the incoming list replaces the cached one.
    Feedback: { fields: { reactions: { merge: false } } },
    // A daily scrum's lines, blockers and people (no ids) likewise come whole: the answer replaces them.
    DailyScrum: { fields: { members: { merge: false }, openBlockers: { merge: false } } },
    DailyScrumItem: {
      fields: {
        done: { merge: false },
        today: { merge: false },
        blockers: { merge: false },
        reactions: { merge: false },
      },
    },
    ScrumViewerCan: { merge: true },
    ScrumItemViewerCan: { merge: true },
    // The bell list: one list per filter, pages appended (cachePolicies.ts).
    Query: { fields: { notifications: notificationsFieldPolicy } },
  },
});

// The refresh call goes straight to fetch (not through the link chain), so that it can never loop.
const refreshQuery = print(addTypenameToDocument(RefreshSessionDocument));

async function requestRefresh(): Promise<AuthPayloadLike | null> {
  try {
    const response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ operationName: 'RefreshSession', query: refreshQuery, variables: {} }),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: { refreshSession?: AuthPayloadLike | null } | null;
    } | null;
    return body?.data?.refreshSession ?? null;
  } catch {
    return null;
  }
}

let refreshInFlight: Promise<string | null> | null = null;

/** Single flight: every caller at the same moment shares one refreshSession request. */
export function refreshAccessToken(): Promise<string | null> {
  if (!refreshInFlight) {
    refreshInFlight = requestRefresh()
      .then((payload) => {
        if (!payload) return null;
        const previousUser = getSessionSnapshot().userId;
        startSession(payload, { restartSocket: previousUser !== payload.user.id });
        return payload.accessToken;
      })
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

const links = createLinks({
  refresh: refreshAccessToken,
  onReconnected: () => void apolloClient.refetchQueries({ include: 'active' }),
});

export const apolloClient = new ApolloClient({
  link: links.link,
  cache,
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-first' },
    query: { fetchPolicy: 'cache-first' },
  },
});

export function startSession(payload: AuthPayloadLike, options: { restartSocket?: boolean } = {}): void {
  setSessionTokens({
    accessToken: payload.accessToken,
    accessTokenExpiresAt: payload.accessTokenExpiresAt,
    user: payload.user,
  });
  cache.writeQuery({ query: MeDocument, data: { me: payload.user } });
  if (options.restartSocket ?? true) links.restartSubscriptions();
}

/** Ends the session of this tab: 'logout' after a logout or account deletion, 'lost' otherwise. */
export async function endSession(reason: SessionEndReason): Promise<void> {
  clearSessionTokens(reason);
  links.restartSubscriptions();
  forgetAnswerTimes();
  await apolloClient.clearStore();
}

let restoring: Promise<void> | null = null;

/** At app start: try to resume the session from the refresh cookie, silently. */
export function restoreSession(): Promise<void> {
  if (!restoring) {
    restoring = refreshAccessToken().then((token) => {
      if (!token) clearSessionTokens();
    });
  }
  return restoring;
}
