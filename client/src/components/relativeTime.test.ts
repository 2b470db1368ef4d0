import { DateTime } from 'luxon';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = DateTime.fromISO('2026-11-22T03:00:00Z');
const zone = 'Asia/Seoul';

describe('relative time', () => {
  it('says how long ago in each language', () => {
    const minutesAgo = now.minus({ minutes: 5 }).toISO()!;
    expect(relativeTime(createIntl({ locale: 'ko-KR', messages: {} }), minutesAgo, now, zone)).toBe('5분 전');
    expect(relativeTime(createIntl({ locale: 'en-US', messages: {} }), minutesAgo, now, zone)).toBe('5 minutes ago');
    expect(relativeTime(createIntl({ locale: 'vi-VN', messages: {} }), minutesAgo, now, zone)).toBe('5 phút trước');
    expect(
      relativeTime(createIntl({ locale: 'ko-KR', messages: {} }), now.minus({ days: 1 }).toISO()!, now, zone),
    ).toBe('어제');
    expect(
      relativeTime(createIntl({ locale: 'en-US', messages: {} }), now.minus({ hours: 3 }).toISO()!, now, zone),
    ).toBe('3 hours ago');
  });
});
