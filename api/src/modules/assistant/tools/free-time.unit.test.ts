import { describe, expect, it } from 'vitest';
import { nextFreeSlots } from './free-time.js';

describe('the next free time of a day', () => {
  it('is the first run as long as the one asked for, from the time asked on', () => {
    // 15:00-16:00 asked, 15:00-16:30 taken, 17:00 taken: 16:30-17:00 is too short, 17:15 is next.
    expect(nextFreeSlots([60, 61, 62, 63, 64, 65, 68], 60, 4)).toEqual([69, 70, 71, 72]);
    expect(nextFreeSlots([60, 61], 60, 1)).toEqual([62]);
  });

  it('is none when the rest of the day is full', () => {
    expect(nextFreeSlots([94, 95], 92, 4)).toBeNull();
  });
});
