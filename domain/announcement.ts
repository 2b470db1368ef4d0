/**
 * Announcements (system_announcement notifications): a workspace owner's to the workspace's active
 * members, or the operator's to every user. Plain text: a one-line title and an optional body.
 */

/** The longest title and body (in UTF-16 units, as an input's maxLength counts them). */
export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_BODY_MAX = 500;
/** How many announcements one workspace may send within 24 hours. */
export const ANNOUNCEMENTS_PER_DAY = 3;

export type AnnouncementProblem = 'TITLE_REQUIRED' | 'TITLE_TOO_LONG' | 'BODY_TOO_LONG';

export interface Announcement {
  title: string;
  body: string;
}

/** The title on one line and both trimmed, as they are sent. */
export function normalizeAnnouncement(title: string, body: string | null | undefined): Announcement {
  return { title: title.replace(/\s*[\r\n]+\s*/g, ' ').trim(), body: (body ?? '').replace(/\r\n?/g, '\n').trim() };
}

/** What is wrong with a normalized announcement, or null. */
export function announcementProblem({ title, body }: Announcement): AnnouncementProblem | null {
  if (!title) return 'TITLE_REQUIRED';
  if (title.length > ANNOUNCEMENT_TITLE_MAX) return 'TITLE_TOO_LONG';
  return body.length > ANNOUNCEMENT_BODY_MAX ? 'BODY_TOO_LONG' : null;
}
