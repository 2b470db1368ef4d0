import { describe, expect, it } from 'vitest';
import en from './locales/en-US.json';
import ko from './locales/ko-KR.json';
import vi from './locales/vi-VN.json';

/**
 * The landing page says what Quarter does. Quarter has no credits or points, and a report starts
 * from the person's work (figures they review and send), not from a text an AI wrote.
 */
const CLAIMS_NOT_MADE: Record<string, RegExp[]> = {
  'en-US': [/\bcredits?\b(?! card)/i, /written by AI|AI writes|drafted by AI/i, /progress comes from/i],
  'ko-KR': [/크레딧/, /AI가 (작성|쓰는)|AI 초안/],
  'vi-VN': [/điểm thưởng/i, /AI (viết|soạn)|do AI soạn/i],
};
const CATALOGUES: Record<string, Record<string, string>> = { 'en-US': en, 'ko-KR': ko, 'vi-VN': vi };

describe('the landing page', () => {
  it.each(Object.keys(CATALOGUES))('claims nothing Quarter does not do (%s)', (locale) => {
    const text = Object.values(CATALOGUES[locale]!).join('\n');
    for (const claim of CLAIMS_NOT_MADE[locale]!) expect(text, String(claim)).not.toMatch(claim);
  });
});
