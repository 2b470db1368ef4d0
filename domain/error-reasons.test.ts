import { describe, expect, it } from 'vitest';
import { ERROR_REASONS, isErrorReason, NOT_FOUND_REASONS } from './error-reasons.js';

describe('error reasons', () => {
  it('lists each reason once', () => {
    expect(new Set(ERROR_REASONS).size).toBe(ERROR_REASONS.length);
  });

  it('names what is missing in each not-found reason', () => {
    for (const [subject, reason] of Object.entries(NOT_FOUND_REASONS)) {
      expect(reason).toBe(`${subject.toUpperCase().replace(/\W+/g, '_')}_NOT_FOUND`);
    }
  });

  it('recognises catalogued reasons only', () => {
    expect(isErrorReason('TIME_OCCUPIED')).toBe(true);
    expect(isErrorReason('SOMETHING_ELSE')).toBe(false);
    expect(isErrorReason(undefined)).toBe(false);
  });
});
