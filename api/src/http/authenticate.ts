import type { Viewer } from '../graphql/context.js';
import { bearerToken, verifyAccessToken } from '../modules/auth/tokens.js';
import type { Services } from '../services.js';

/**
 * The viewer an access token stands for, or null: the token must be valid and its session still
 * live (not logged out, not revoked by a password change or a replayed refresh token).
 */
export async function authenticate(services: Services, token: string | null | undefined): Promise<Viewer | null> {
  if (!token) return null;
  const viewer = verifyAccessToken(services.config.jwtSecret, token);
  if (!viewer) return null;
  const em = services.orm.em.fork();
  return (await services.auth.isSessionActive(em, viewer)) ? viewer : null;
}

export function authenticateHeader(services: Services, header: string | undefined): Promise<Viewer | null> {
  return authenticate(services, bearerToken(header));
}
