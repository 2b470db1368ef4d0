import { isValidEmail, normalizeEmail } from './validation.js';

/** "a@x.com, b@y.com,,a@x.com" -> ["a@x.com", "b@y.com"]: trimmed, lower-case, without blanks or repeats. */
export function parseEmailList(text: string): string[] {
  const emails = text
    .split(',')
    .map(normalizeEmail)
    .filter((email) => email.length > 0);
  return [...new Set(emails)];
}

/** Every address of a list that is not an e-mail, in the list's order (empty when all are). */
export function invalidEmails(emails: readonly string[]): string[] {
  return emails.filter((email) => !isValidEmail(email));
}
