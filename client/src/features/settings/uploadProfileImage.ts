import { refreshAccessToken } from '../../apollo/client';
import { API_ERROR_CODES, HttpApiError, type ApiErrorCode } from '../../apollo/errors';
import { accessTokenExpiresSoon, emitSessionLost, getAccessToken } from '../../apollo/session';

/** Accepted image types of POST /uploads/profile-image. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

function toCode(value: unknown, status: number): ApiErrorCode {
  if ((API_ERROR_CODES as readonly string[]).includes(value as string)) return value as ApiErrorCode;
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 413) return 'BAD_USER_INPUT';
  return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'UNKNOWN';
}

async function send(file: File, token: string | null): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  return fetch('/uploads/profile-image', {
    method: 'POST',
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
}

/**
 * Uploads a profile image (multipart field "file", bearer token) and returns its URL, to be saved
 * with updateProfile({ profileImageUrl }). One refresh and retry on 401, like the GraphQL link.
 */
export async function uploadProfileImage(file: File): Promise<string> {
  let token = accessTokenExpiresSoon() ? await refreshAccessToken() : getAccessToken();
  let response = await send(file, token);
  if (response.status === 401) {
    token = await refreshAccessToken();
    if (!token) {
      emitSessionLost('expired');
      throw new HttpApiError(401, 'UNAUTHENTICATED', null);
    }
    response = await send(file, token);
  }
  const body = (await response.json().catch(() => null)) as { url?: unknown; code?: unknown; reason?: unknown } | null;
  if (!response.ok || typeof body?.url !== 'string') {
    const reason = typeof body?.reason === 'string' ? body.reason : response.status === 413 ? 'TOO_LARGE' : null;
    throw new HttpApiError(response.status, toCode(body?.code, response.status), reason);
  }
  return body.url;
}
