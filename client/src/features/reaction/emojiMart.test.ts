import { SUPPORTED_LOCALES } from '@domain/locale';
import { describe, expect, it } from 'vitest';
import { pickerLanguage } from './emojiMart';

describe('pickerLanguage', () => {
  it('speaks emoji-mart’s name of each language of the product', () => {
    expect(pickerLanguage('ko-KR')).toBe('ko');
    expect(pickerLanguage('en-US')).toBe('en');
    expect(pickerLanguage('vi-VN')).toBe('vi');
  });

  it('has a language for every supported locale', () => {
    for (const locale of SUPPORTED_LOCALES) expect(['ko', 'en', 'vi'], locale).toContain(pickerLanguage(locale));
  });

  it('falls back to English for a locale it does not know', () => {
    expect(pickerLanguage('fr-FR')).toBe('en');
    expect(pickerLanguage('')).toBe('en');
    expect(pickerLanguage('toString')).toBe('en');
  });
});
