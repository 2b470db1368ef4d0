import { isValidEmail, normalizeEmail } from './validation.js';

/** "a@x.com, b@y.com,,a@x.com" -> ["a@x.com", "b@y.com"]: trimmed, lower-case, without blanks or repeats. */
export function parseEmailList(text: string): string[] {
  const emails = text.split(',').map(normalizeEmail).filter((email) => email.length > 0);
  return [...new Set(emails)];
}

/** The first address of a list that is not an e-mail, or null when all are. */
export function firstInvalidEmail(emails: readonly string[]): string | null {
  return emails.find((email) => !isValidEmail(email)) ?? null;
}
