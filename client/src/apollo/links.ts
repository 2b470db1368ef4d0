import { ApolloLink } from '@apollo/client/link';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { HttpLink } from '@apollo/client/link/http';
import { RetryLink } from '@apollo/client/link/retry';
import { answeredAtLink } from './cacheLifetime';
import { liveSocketFailedToOpen, liveSocketOpened } from './liveStatus';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { ServerError } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { from as observableFrom, mergeMap, Observable } from 'rxjs';
import { apiErrors, isAbortError, isSessionLossError } from './errors';
import { accessTokenExpiresSoon, emitSessionLost, getAccessToken } from './session';

/**
 * The link chain, outermost first:
 *   sessionLoss -> refresh -> retry -> auth -> (subscription ? graphql-ws : http)
 *
 * - auth adds `Authorization: Bearer <token>` (refreshing first when the token is about to expire);
 * - retry repeats a failed query once on a network failure (max 2 attempts, spec 2 section 9);
 * - refresh: on UNAUTHENTICATED it calls refreshSession once (single flight, shared by every
 *   operation failing at the same moment), then retries the operation with the new token; when the
 *   refresh fails the session is lost and the shell sends the user to /auth/login;
 * - sessionLoss: spec 3 section 8, an error message with "session expired", "404" or "Not Found".
 */

export const GRAPHQL_PATH = '/graphql';

/** Context flag: never try a refresh for this operation (used by the session calls themselves). */
export interface QuarterOperationContext {
  skipAuthRefresh?: boolean;
}

export interface LinkOptions {
  /** Calls refreshSession; resolves to the new access token, or null when the session is gone. */
  readonly refresh: () => Promise<string | null>;
  /** Called when the WebSocket reconnects after a drop, to refetch what may have been missed. */
  readonly onReconnected?: () => void;
}

export function graphqlWsUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  return apiErrors(error).some((entry) => entry.code === 'UNAUTHENTICATED');
}

function isMutation(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.MUTATION;
}

export interface QuarterLinks {
  readonly link: ApolloLink;
  readonly wsClient: WsClient;
  /** Reconnects the WebSocket so that it authenticates again (after login, logout or user change). */
  readonly restartSubscriptions: () => void;
}

export function createLinks({ refresh, onReconnected }: LinkOptions): QuarterLinks {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });

  // --- WebSocket (subscriptions) ---------------------------------------------------------------
  let activeSocket: WebSocket | null = null;
  let refreshBeforeNextConnect = false;

  const wsClient = createClient({
    url: graphqlWsUrl,
    lazy: true,
    retryAttempts: 5,
    shouldRetry: () => true,
    connectionParams: async () => {
      if (refreshBeforeNextConnect || accessTokenExpiresSoon()) {
        refreshBeforeNextConnect = false;
        await refresh();
      }
      const accessToken = getAccessToken();
      return accessToken ? { accessToken } : {};
    },
    on: {
      connected: (socket, _payload, wasRetry) => {
        activeSocket = socket as WebSocket;
        liveSocketOpened();
        // Events sent while the socket was down are lost: catch up once it is back.
        if (wasRetry) onReconnected?.();
      },
      closed: (event) => {
        const neverOpened = activeSocket === null;
        activeSocket = null;
        const code = (event as { code?: number } | undefined)?.code;
        // 1006 before the socket ever opened: the handshake itself was refused, or the server is down.
        if (neverOpened && code === 1006) void liveSocketFailedToOpen();
        // 4401 Unauthorized / 4403 Forbidden: the token was refused; get a fresh one first.
        if (code === 4401 || code === 4403) refreshBeforeNextConnect = true;
      },
    },
  });

  const restartSubscriptions = () => {
    const socket = activeSocket;
    if (socket && socket.readyState === WebSocket.OPEN) {
      // 4205 is not a fatal close code: the client reconnects and resubscribes with new params.
      socket.close(4205, 'Client Restart');
    }
  };

  const wsLink = new GraphQLWsLink(wsClient);

  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    wsLink,
    httpLink,
  );

  // --- auth ------------------------------------------------------------------------------------
  const authLink = new SetContextLink(async (prevContext) => {
    const context = prevContext as Readonly<ApolloLink.OperationContext & QuarterOperationContext>;
    if (!context.skipAuthRefresh && accessTokenExpiresSoon()) {
      await refresh();
    }
    const token = getAccessToken();
    const headers = { ...(prevContext['headers'] as Record<string, string> | undefined) };
    if (token) headers['authorization'] = `Bearer ${token}`;
    return { headers };
  });

  // --- one retry of queries on network failures ------------------------------------------------
  const retryLink = new RetryLink({
    delay: { initial: 400, max: 2_000, jitter: true },
    attempts: {
      max: 2,
      retryIf: (error, operation) => {
        if (isMutation(operation) || isAbortError(error)) return false;
        // Retry transport failures and 5xx answers; a 4xx answer will not change on a retry.
        if (ServerError.is(error)) return error.statusCode >= 500;
        return apiErrors(error).every((entry) => entry.code === 'NETWORK_ERROR' || entry.code === 'UNKNOWN');
      },
    },
  });

  // --- refresh on UNAUTHENTICATED ---------------------------------------------------------------
  const refreshLink = new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext() as QuarterOperationContext;
    if (context.skipAuthRefresh || !isUnauthenticated(error)) return;
    return observableFrom(refresh()).pipe(
      mergeMap((token) => {
        if (!token) {
          emitSessionLost('expired');
          return new Observable<ApolloLink.Result>((observer) => observer.error(error));
        }
        return forward(operation);
      }),
    );
  });

  // --- spec 3 section 8: messages that end the session -----------------------------------------
  const sessionLossLink = new ErrorLink(({ error, operation }) => {
    const context = operation.getContext() as QuarterOperationContext;
    if (context.skipAuthRefresh || isAbortError(error)) return;
    if (isSessionLossError(error)) emitSessionLost('server-message');
  });

  return {
    link: ApolloLink.from([sessionLossLink, refreshLink, retryLink, authLink, answeredAtLink(), transport]),
    wsClient,
    restartSubscriptions,
  };
}
