import { PERSONAL_TOKEN_PREFIX } from '@domain/personal-token.js';
import type { Services } from '../kernel/services.js';
import type { Viewer } from '../kernel/viewer.js';

/**
 * The viewer of a bearer credential on the integrator-facing ways in (GraphQL over HTTP, graphql-ws,
 * MCP): a session's access token, or a personal access token, told apart by its prefix. It lives with
 * the transport rather than the HTTP routes because graphql-ws needs it too, and only the composition
 * root imports `http/`.
 */
export function authenticateBearer(
  services: Services,
  token: string | null,
  ip: string | null,
): Promise<Viewer | null> {
  if (token?.startsWith(PERSONAL_TOKEN_PREFIX)) return services.personalTokens.authenticate(token, ip);
  return services.auth.authenticate(token);
}
