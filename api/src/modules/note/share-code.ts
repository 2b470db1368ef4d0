import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const SHARE_CODE_LENGTH = 6;

/** Six alphanumeric characters from a cryptographic random source (spec 1 section 9). */
export function newShareCode(): string {
  return Array.from({ length: SHARE_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export const isShareCode = (value: string): boolean => /^[A-Za-z0-9]{6}$/.test(value);
