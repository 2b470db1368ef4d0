import { describe, expect, it } from 'vitest';
import { blockerAgeDays, isEmptyItem, scrumItemMarkdown } from './daily-scrum.js';

describe('daily scrum rules', () => {
  it('counts a blocker age in whole days from the day it was reported', () => {
    expect(blockerAgeDays('2026-11-24', '2026-11-24')).toBe(0);
    expect(blockerAgeDays('2026-11-20', '2026-11-24')).toBe(4);
    expect(blockerAgeDays('2026-11-25', '2026-11-24')).toBe(0);
  });

  it('writes an item as headed sections and its note, leaving empty sections out', () => {
    const item = {
      done: [{ text: 'Shipped the beta', todoId: 'a' }],
      today: [],
      blockers: [{ text: 'Waiting for review', todoId: null, since: '2026-11-23' }],
      note: ' Out at 3 ',
    };
    expect(scrumItemMarkdown(item, { done: 'Done', today: 'Today', blockers: 'Blockers' })).toBe(
      '## Done\n- Shipped the beta\n\n## Blockers\n- Waiting for review\n\nOut at 3',
    );
    expect(isEmptyItem(item)).toBe(false);
    expect(isEmptyItem({ done: [], today: [], blockers: [], note: '  ' })).toBe(true);
  });
});
