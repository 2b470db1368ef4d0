import { describe, expect, it } from 'vitest';
import { feedbackPeriodStart, isFeedbackEdited, valuesOnBothSides } from './feedback.js';

describe('feedback rules', () => {
  it('shows feedback as edited only past two minutes after it was written', () => {
    const written = new Date('2026-11-24T10:00:00Z');
    expect(isFeedbackEdited(written, new Date('2026-11-24T10:02:00Z'))).toBe(false);
    expect(isFeedbackEdited(written, new Date('2026-11-24T10:02:00.001Z'))).toBe(true);
    expect(isFeedbackEdited(written.toISOString(), '2026-11-24T10:05:00Z')).toBe(true);
  });

  it('looks back 7 days, 14 days or one month, today included', () => {
    expect(feedbackPeriodStart('WEEK', '2026-11-24')).toBe('2026-11-18');
    expect(feedbackPeriodStart('TWO_WEEKS', '2026-11-24')).toBe('2026-11-11');
    expect(feedbackPeriodStart('MONTH', '2026-11-24')).toBe('2026-10-25');
    expect(feedbackPeriodStart('MONTH', '2026-03-31')).toBe('2026-03-01');
  });

  it('finds a value chosen as both positive and negative', () => {
    expect(valuesOnBothSides(['a', 'b'], ['c'])).toEqual([]);
    expect(valuesOnBothSides(['a', 'b', 'b'], ['b', 'a'])).toEqual(['a', 'b']);
  });
});
