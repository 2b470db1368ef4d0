import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDatabaseUnavailable } from '../database/unavailable.js';
import { authenticateBearer } from '../graphql/authenticate-bearer.js';
import { createContext, type Context } from '../graphql/context.js';
import { AppError, ErrorCode, serviceUnavailable } from '../graphql/errors.js';
import type { Services } from '../kernel/services.js';
import type { Viewer } from '../kernel/viewer.js';
import type { Logger } from '../logger.js';
import { bearerToken } from '../modules/auth/tokens.js';
import { clientIp } from './client-ip.js';
import { refreshCookie, type RefreshCookieSettings } from './refresh-cookie.js';

/** Builds the GraphQL context of one HTTP request; `known` is a viewer already authenticated (the token budget's). */
export type HttpContextOf = (
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  known?: Viewer | null,
) => Promise<Context>;

/** The context of a GraphQL request over HTTP, by either way in (graphql-post.ts or Express's chain). */
export function httpContextOf(services: Services, settings: RefreshCookieSettings, logger: Logger): HttpContextOf {
  return async (req, res, requestId, known) => {
    const ip = clientIp(req);
    const viewer =
      known !== undefined
        ? known
        : await authenticateBearer(services, bearerToken(req.headers.authorization), ip).catch((error: unknown) =>
            contextFailure(error, requestId, logger),
          );
    return createContext({
      services,
      viewer,
      requestId,
      refreshToken: refreshCookie(req, res, settings),
      ip,
      userAgent: req.headers['user-agent'] ?? null,
      pageOrigin: pageOriginOf(req),
    });
  };
}

/** The Origin a browser sent, when it is a plain http(s) origin (nothing else is put in front of a link). */
function pageOriginOf(req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  return origin && /^https?:\/\/[\w.\-:[\]]+$/.test(origin) ? origin : null;
}

/**
 * Reading the viewer needs the database: while it is away the request answers 503
 * SERVICE_UNAVAILABLE; any other failure is logged and masked (Apollo would answer "Context creation
 * failed: " and the driver's own words).
 */
function contextFailure(error: unknown, requestId: string, logger: Logger): never {
  if (isDatabaseUnavailable(error)) throw serviceUnavailable();
  logger.error({ err: error, requestId }, 'reading the viewer failed');
  throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, 'An unexpected error occurred.', { requestId });
}
