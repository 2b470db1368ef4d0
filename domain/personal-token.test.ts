import { describe, expect, it } from 'vitest';
import { presetExpiryDate, scopeAllows, tokenExpiry, tokenHint } from './personal-token.js';

const now = new Date('2026-11-24T15:30:00Z'); // 2026-11-25 00:30 in Seoul

describe('personal token expiry', () => {
  it('ends at the end of the chosen day in the owner time zone', () => {
    expect(tokenExpiry('2026-12-25', 'Asia/Seoul', now)).toEqual(new Date('2026-12-25T14:59:59.999Z'));
  });

  it('refuses today and the past, counted in the owner time zone', () => {
    expect(tokenExpiry('2026-11-25', 'Asia/Seoul', now)).toBe('TOKEN_EXPIRY_PAST');
    expect(tokenExpiry('2026-11-25', 'America/New_York', now)).not.toBe('TOKEN_EXPIRY_PAST');
    expect(tokenExpiry('2026-01-01', 'Asia/Seoul', now)).toBe('TOKEN_EXPIRY_PAST');
  });

  it('allows a year at most', () => {
    expect(tokenExpiry('2027-11-25', 'Asia/Seoul', now)).toBeInstanceOf(Date);
    expect(tokenExpiry('2027-11-26', 'Asia/Seoul', now)).toBe('TOKEN_EXPIRY_TOO_FAR');
  });

  it('turns a preset into the day it ends on', () => {
    expect(presetExpiryDate(7, 'Asia/Seoul', now)).toBe('2026-12-02');
    expect(presetExpiryDate(90, 'UTC', now)).toBe('2027-02-22');
  });
});

describe('personal token scope', () => {
  it('lets a read token query and subscribe but not mutate', () => {
    expect(scopeAllows('READ', 'query')).toBe(true);
    expect(scopeAllows('READ', 'subscription')).toBe(true);
    expect(scopeAllows('READ', 'mutation')).toBe(false);
    expect(scopeAllows('READ_WRITE', 'mutation')).toBe(true);
  });

  it('hints at a token by its prefix and last four characters', () => {
    expect(tokenHint('qpat_abcdefghijkl')).toBe('qpat_…ijkl');
  });
});
