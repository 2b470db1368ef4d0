import { errors } from '../../graphql/errors.js';

/** Where uploaded pictures are served; the upload route stores them under it. */
export const PROFILE_UPLOAD_PREFIX = '/uploads/profile/';

/** A picture URL (of a profile or a workspace) must be one of our own uploads, or null to remove it: never an outside address. */
export function validImageUrl(url: string | null | undefined): string | null {
  if (url == null) return null;
  if (!url.startsWith(PROFILE_UPLOAD_PREFIX) || !/^[\w/.-]+$/.test(url) || url.includes('..')) {
    throw errors.badInput('profileImageUrl', 'INVALID_IMAGE', 'Upload the picture first.');
  }
  return url;
}
