import { describe, expect, it } from 'vitest';
import type { SupportedLocale } from '@domain/locale.js';
import {
  ENGLISH,
  ENGLISH_WITH_FEATURE,
  KOREAN,
  KOREAN_WITH_FEATURE,
  MEMBERS,
  TODAY,
  VIETNAMESE,
  VIETNAMESE_WITH_FEATURE,
  type Phrasing,
} from './phrasings.js';
import { readMessage } from './read-message.js';

/** The share of phrasings read right (every expected part equal), and the misses for the log. */
function score(phrasings: Phrasing[], locale: SupportedLocale) {
  const misses = phrasings.flatMap(({ text, expect: wanted, chosen }) => {
    const read = readMessage(text, locale, TODAY, MEMBERS, chosen);
    const wrong = Object.entries(wanted).filter(
      ([key, value]) => JSON.stringify(read[key as keyof typeof read]) !== JSON.stringify(value),
    );
    return wrong.length
      ? [`${text} -> ${wrong.map(([key]) => `${key}: ${JSON.stringify(read[key as keyof typeof read])}`).join(', ')}`]
      : [];
  });
  return { share: 1 - misses.length / phrasings.length, misses };
}

describe('the offline engine reads requests', () => {
  for (const [name, phrasings, locale] of [
    ['Korean', KOREAN, 'ko-KR'],
    ['English', ENGLISH, 'en-US'],
    ['Vietnamese', VIETNAMESE, 'vi-VN'],
  ] as const) {
    it(`in ${name}, at least 90% right`, () => {
      const { share, misses } = score(phrasings, locale);
      console.log(
        `${name}: ${Math.round(share * 100)}% of ${phrasings.length} phrasings read right${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
      );
      expect(share).toBeGreaterThanOrEqual(0.9);
    });
  }
});

describe('with a feature picked, the offline engine reads a short message as its argument', () => {
  for (const [name, phrasings, locale] of [
    ['Korean', KOREAN_WITH_FEATURE, 'ko-KR'],
    ['English', ENGLISH_WITH_FEATURE, 'en-US'],
    ['Vietnamese', VIETNAMESE_WITH_FEATURE, 'vi-VN'],
  ] as const) {
    it(`in ${name}, every one`, () => {
      expect(score(phrasings, locale).misses).toEqual([]);
    });
  }
});
