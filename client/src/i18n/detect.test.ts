// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLocale, storeLocale } from './detect';

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('locale detection', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser: ko, en and vi map to the full locales, others fall back to en-US (decision D8)', () => {
    setBrowserLanguages(['vi']);
    expect(detectLocale()).toBe('vi-VN');
    setBrowserLanguages(['en-GB', 'ko']);
    expect(detectLocale()).toBe('en-US');
    setBrowserLanguages(['fr-FR', 'de']);
    expect(detectLocale()).toBe('en-US');
    setBrowserLanguages([]);
    expect(detectLocale()).toBe('en-US');
  });

  it('puts a stored choice before the browser', () => {
    setBrowserLanguages(['ko-KR']);
    storeLocale('vi-VN');
    expect(detectLocale()).toBe('vi-VN');
  });

  it("for a signed-in user: the user's stored choice, then the account language", () => {
    setBrowserLanguages(['ko-KR']);
    expect(detectLocale({ userId: 'u1', userLanguage: 'en_US' })).toBe('en-US');
    storeLocale('vi-VN', 'u1');
    expect(detectLocale({ userId: 'u1', userLanguage: 'en_US' })).toBe('vi-VN');
    expect(detectLocale({ userId: 'u2', userLanguage: 'ko_KR' })).toBe('ko-KR');
  });
});
