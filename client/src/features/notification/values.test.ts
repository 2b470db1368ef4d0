import { DateTime } from 'luxon';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';
import { ddayLabel, templateValues } from './values';

const now = DateTime.fromISO('2026-11-22T03:00:00Z');
const zone = 'Asia/Seoul';

describe('notification values', () => {
  it('caps the badge at 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('uses the D-label the reminder was sent with, or counts it from the due date', () => {
    expect(ddayLabel({ d_day: 'D-1', due_date: '2026-11-30' }, now, zone, 'ko-KR')).toBe('D-1');
    expect(ddayLabel({ due_date: '2026-11-22' }, now, zone, 'ko-KR')).toBe('D-Day');
    expect(ddayLabel({ due_date: '2026-11-25' }, now, zone, 'ko-KR')).toBe('D-3');
    expect(ddayLabel({ new_deadline: '2026-11-20' }, now, zone, 'ko-KR')).toBe('D+2');
    expect(ddayLabel({}, now, zone, 'ko-KR')).toBe('');
  });

  it('fills missing fields and names a missing actor', () => {
    const intl = createIntl({ locale: 'en-US', messages: { 'notification.actor.unknown': 'Someone' } });
    const values = templateValues(intl, { workspace_name: 'HQ', extra: 3, nested: { a: 1 } }, { timeZone: zone, now });
    expect(values).toMatchObject({ actor_name: 'Someone', workspace_name: 'HQ', team_name: '', extra: '3' });
    expect(values['nested']).toBeUndefined();
  });
});
