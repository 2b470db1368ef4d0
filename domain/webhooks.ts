/**
 * Webhooks (issue 18), shared by the API (which sends them) and the workspace settings (which pick
 * them): the kinds of item that raise events and what happened to them.
 */
export const WEBHOOK_SUBJECTS = ['todo', 'goal', 'comment', 'report', 'feedback'] as const;
export type WebhookSubject = (typeof WEBHOOK_SUBJECTS)[number];

export const WEBHOOK_EVENT_TYPES = WEBHOOK_SUBJECTS.flatMap(
  (subject) => [`${subject}.created`, `${subject}.changed`] as const,
);
export type WebhookEventType = `${WebhookSubject}.${'created' | 'changed'}`;

/** Endpoints one workspace may register (a choice: the spec names no limit). */
export const WEBHOOK_MAX_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX = 2000;
/** An endpoint that failed this many deliveries in a row is disabled until an admin enables it again. */
export const WEBHOOK_FAILURES_TO_DISABLE = 10;
/** Deliveries are kept this long in the log. */
export const WEBHOOK_LOG_DAYS = 7;

export type WebhookUrlError = 'WEBHOOK_URL_INVALID' | 'WEBHOOK_URL_NOT_HTTPS';

/**
 * Whether an address can receive webhooks: an absolute https URL without credentials; plain http only
 * for this machine (loopback) where the server allows it (development, tests).
 */
export function webhookUrlError(value: string, allowLoopbackHttp: boolean): WebhookUrlError | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'WEBHOOK_URL_INVALID';
  }
  if (url.username || url.password || value.length > WEBHOOK_URL_MAX) return 'WEBHOOK_URL_INVALID';
  if (url.protocol === 'https:') return null;
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'http:' && loopback && allowLoopbackHttp ? null : 'WEBHOOK_URL_NOT_HTTPS';
}

/**
 * Why an endpoint is disabled: an admin paused it, it failed too often, or the admin whose access
 * its deliveries are read with is no longer an admin of the workspace (left, removed, demoted,
 * account deleted). Whoever enables it again becomes that admin.
 */
export const WEBHOOK_DISABLED_REASONS = ['ADMIN', 'FAILURES', 'REGISTRANT_LEFT'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];
