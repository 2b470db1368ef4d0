import { refreshAccessToken } from './client';
import { HttpApiError } from './errors';
import { accessTokenExpiresSoon, emitSessionLost, getAccessToken } from './session';

/**
 * fetch() of one of the API's plain HTTP routes (uploads, PDF exports) with the session's bearer
 * token: refreshed first when it is about to expire, and once more with a retry on 401, like the
 * GraphQL link. A failed refresh ends the session and throws UNAUTHENTICATED.
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(path, { ...init, credentials: 'include', headers });
  };
  const response = await send(accessTokenExpiresSoon() ? await refreshAccessToken() : getAccessToken());
  if (response.status !== 401) return response;
  const token = await refreshAccessToken();
  if (!token) {
    emitSessionLost('expired');
    throw new HttpApiError(401, 'UNAUTHENTICATED', null);
  }
  return send(token);
}
