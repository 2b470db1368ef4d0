import { describe, expect, it } from 'vitest';
import { diffMentions, isEdited, mentionedIds, mentionParts, mentionToken } from './mentions.js';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';
const c = '33333333-3333-4333-8333-333333333333';

describe('mentions', () => {
  it('reads the ids mentioned as @[id], once each', () => {
    expect(mentionedIds(`hi ${mentionToken(a)} and @[${b}], again ${mentionToken(a)}; not @[nope] or @${c}`)).toEqual([
      a,
      b,
    ]);
  });

  it('diffs the mentions of an edit', () => {
    expect(diffMentions(`${mentionToken(a)} ${mentionToken(b)}`, `${mentionToken(b)} ${mentionToken(c)}`)).toEqual({
      added: [c],
      removed: [a],
    });
  });

  it('splits text for rendering', () => {
    expect(mentionParts(`Hey ${mentionToken(a)}!`)).toEqual([{ text: 'Hey ' }, { userId: a }, { text: '!' }]);
  });

  it('marks edits by differing dates', () => {
    expect(isEdited('2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z')).toBe(false);
    expect(isEdited('2026-11-22T10:00:00Z', '2026-11-22T10:05:00Z')).toBe(true);
  });
});
