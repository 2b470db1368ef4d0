import { describe, expect, it } from 'vitest';
import { draftOf, readIndicatorDraft } from './indicatorDraft';

describe('readIndicatorDraft', () => {
  it('reads numbers, leaving out an empty current value', () => {
    expect(readIndicatorDraft({ type: 'won', initialValue: '1,000', currentValue: '', targetValue: '5000' })).toEqual({
      input: { type: 'won', initialValue: 1000, targetValue: 5000 },
      problems: {},
    });
  });

  it('refuses a target that is not larger than the initial value (spec 1 section 5)', () => {
    expect(
      readIndicatorDraft({ type: 'number', initialValue: '10', currentValue: '5', targetValue: '10' }).problems,
    ).toEqual({ targetValue: 'targetNotAbove' });
  });

  it('names every field that is not a number', () => {
    const { input, problems } = readIndicatorDraft({
      type: 'percent',
      initialValue: 'x',
      currentValue: '1a',
      targetValue: '',
    });
    expect(input).toBeNull();
    expect(problems).toEqual({ initialValue: 'notANumber', currentValue: 'notANumber', targetValue: 'notANumber' });
  });

  it('starts an edit from the goal values', () => {
    expect(draftOf({ indicatorType: 'dollar', initialValue: 0, currentValue: 20, targetValue: 50 })).toEqual({
      type: 'dollar',
      initialValue: '0',
      currentValue: '20',
      targetValue: '50',
    });
  });
});
