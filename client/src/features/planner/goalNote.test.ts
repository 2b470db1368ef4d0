import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import sharedEn from '../../i18n/locales/en-US.json';
import sharedKo from '../../i18n/locales/ko-KR.json';
import { goalNote } from './goalNote';
import plannerEn from './locales/en-US.json';
import plannerKo from './locales/ko-KR.json';

const en = createIntl({ locale: 'en-US', messages: { ...sharedEn, ...plannerEn } });

describe('the note on a block whose goal left the lists', () => {
  it('names a hidden goal first, then a goal outside the active statuses', () => {
    expect(goalNote(en, { status: 'IN_PROGRESS', viewerHidden: true })).toBe('Goal hidden');
    expect(goalNote(en, { status: 'PAUSED', viewerHidden: false })).toBe('Goal: Paused');
    expect(goalNote(en, { status: 'COMPLETED', viewerHidden: false })).toBe('Goal: Completed');
    expect(goalNote(en, { status: 'BACKLOG', viewerHidden: false })).toBe('Goal: Backlog');
  });

  it('says nothing for an active goal or a to-do without one', () => {
    for (const status of ['PLANNED', 'IN_PROGRESS', 'AT_RISK'] as const) expect(goalNote(en, { status, viewerHidden: false })).toBeNull();
    expect(goalNote(en, null)).toBeNull();
  });

  it('reads in Korean', () => {
    const intl = createIntl({ locale: 'ko-KR', messages: { ...sharedKo, ...plannerKo } });
    expect(goalNote(intl, { status: 'PAUSED', viewerHidden: false })).toBe('과제: 일시 중지');
  });
});
