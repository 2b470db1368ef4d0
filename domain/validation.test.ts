import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPassword, isValidTimeOfDay, PASSWORD_MIN_LENGTH } from './validation.js';

describe('validation', () => {
  it('accepts plausible e-mail addresses and rejects others', () => {
    expect(isValidEmail('kim@example.com')).toBe(true);
    expect(isValidEmail(' kim.min-ji+work@mail.example.co.kr ')).toBe(true);
    expect(isValidEmail('kim@example')).toBe(false);
    expect(isValidEmail('kim example@x.com')).toBe(false);
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('kim@@example.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('needs at least six password characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
  });

  it('reads 24-hour HH:mm times', () => {
    expect(isValidTimeOfDay('09:00')).toBe(true);
    expect(isValidTimeOfDay('23:59')).toBe(true);
    expect(isValidTimeOfDay('24:00')).toBe(false);
    expect(isValidTimeOfDay('9:00')).toBe(false);
  });
});
