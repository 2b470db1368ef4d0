import { authorizedFetch } from '../../apollo/authorizedFetch';
import { API_ERROR_CODES, HttpApiError, type ApiErrorCode } from '../../apollo/errors';

/** Accepted image types of POST /uploads/profile-image. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

function toCode(value: unknown, status: number): ApiErrorCode {
  if ((API_ERROR_CODES as readonly string[]).includes(value as string)) return value as ApiErrorCode;
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 413) return 'BAD_USER_INPUT';
  return status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'UNKNOWN';
}

/**
 * Uploads a profile image (multipart field "file", bearer token) and returns its URL, to be saved
 * with updateProfile({ profileImageUrl }). One refresh and retry on 401, like the GraphQL link.
 */
export async function uploadProfileImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await authorizedFetch('/uploads/profile-image', { method: 'POST', body: form });
  const body = (await response.json().catch(() => null)) as { url?: unknown; code?: unknown; reason?: unknown } | null;
  if (!response.ok || typeof body?.url !== 'string') {
    const reason = typeof body?.reason === 'string' ? body.reason : response.status === 413 ? 'TOO_LARGE' : null;
    throw new HttpApiError(response.status, toCode(body?.code, response.status), reason);
  }
  return body.url;
}
