import { describe, expect, it } from 'vitest';
import { pickSide, sideOptions } from './valueSides';

const values = [
  { id: 'v1', name: 'Ownership' },
  { id: 'v2', name: 'Candour' },
  { id: 'v3', name: 'Care' },
];

describe('sideOptions', () => {
  it('offers the values by name, without those picked on the other side', () => {
    expect(sideOptions(values, [], [], ['v3']).map((option) => option.label)).toEqual(['Candour', 'Ownership']);
  });

  it('keeps a value deleted since while this side still names it, marked inactive', () => {
    const kept = [{ id: 'old', name: 'Speed' }];
    expect(sideOptions(values, kept, ['old'], []).at(-1)).toEqual({ value: 'old', label: 'Speed', inactive: true });
    expect(sideOptions(values, kept, [], []).some((option) => option.value === 'old')).toBe(false);
  });

  it('does not offer an inactive value on the other side', () => {
    const kept = [{ id: 'old', name: 'Speed' }];
    expect(sideOptions(values, kept, ['old'], ['old']).some((option) => option.value === 'old')).toBe(false);
  });
});

describe('pickSide', () => {
  it('drops what the other side holds and repeats', () => {
    expect(pickSide(['v1', 'v2', 'v1'], ['v2'])).toEqual(['v1']);
  });
});
