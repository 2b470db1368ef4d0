import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  fromGraphqlLocale,
  languageCodeOf,
  localeFromBrowser,
  toGraphqlLocale,
} from './locale.js';

describe('locale', () => {
  it('has ko-KR as default and en-US as fallback', () => {
    expect(DEFAULT_LOCALE).toBe('ko-KR');
    expect(FALLBACK_LOCALE).toBe('en-US');
  });

  it('maps browser tags by their language part', () => {
    expect(localeFromBrowser('ko')).toBe('ko-KR');
    expect(localeFromBrowser('ko-KR')).toBe('ko-KR');
    expect(localeFromBrowser('en-GB')).toBe('en-US');
    expect(localeFromBrowser('vi')).toBe('vi-VN');
    expect(localeFromBrowser('EN_us')).toBe('en-US');
    expect(localeFromBrowser('fr-FR')).toBeNull();
    expect(localeFromBrowser('')).toBeNull();
    expect(localeFromBrowser(undefined)).toBeNull();
  });

  it('converts to and from the GraphQL enum', () => {
    expect(toGraphqlLocale('vi-VN')).toBe('vi_VN');
    expect(fromGraphqlLocale('en_US')).toBe('en-US');
    expect(fromGraphqlLocale('xx_YY')).toBe('ko-KR');
    expect(languageCodeOf('ko-KR')).toBe('ko');
  });
});
