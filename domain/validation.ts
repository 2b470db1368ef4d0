/**
 * Field rules shared by the API and the client (spec 2 sections 5 and 9).
 * Pure functions only: no I/O, no framework.
 */

/** Minimum password length (spec 2 section 9). */
export const PASSWORD_MIN_LENGTH = 6;

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

// One "@", no spaces, a dot in the domain part with a 2+ letter top-level label.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** True for a plausible e-mail address ("It's not the right email format." otherwise). */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length > 0 && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** True for a password long enough to be accepted. */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** True for a 24-hour "HH:mm" time such as the planning reminder time. */
export function isValidTimeOfDay(value: string): boolean {
  return TIME_OF_DAY_PATTERN.test(value);
}

/** Longest display name accepted. */
export const NAME_MAX_LENGTH = 50;

/** E-mails are compared and stored trimmed and lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim().length === 0;
}

/** 0 = Sunday ... 6 = Saturday (the calendar week starts on Sunday). */
export function isValidWeekday(day: number): boolean {
  return Number.isInteger(day) && day >= 0 && day <= 6;
}

/** True for an IANA time zone the runtime knows, e.g. Asia/Seoul. */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const MBTI_TYPES = [
  'ISTJ',
  'ISFJ',
  'INFJ',
  'INTJ',
  'ISTP',
  'ISFP',
  'INFP',
  'INTP',
  'ESTP',
  'ESFP',
  'ENFP',
  'ENTP',
  'ESTJ',
  'ESFJ',
  'ENFJ',
  'ENTJ',
] as const;

export function isValidMbti(value: string): boolean {
  return (MBTI_TYPES as readonly string[]).includes(value.toUpperCase());
}
