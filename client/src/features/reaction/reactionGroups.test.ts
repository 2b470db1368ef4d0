import { describe, expect, it } from 'vitest';
import type { ReactionBar_ReactionsFragment } from '../../gql/graphql';
import { withoutReaction, withReaction } from './reactionGroups';

const user = (id: string, name: string) => ({ __typename: 'UserProfile' as const, id, name });
const group = (
  emoji: string,
  users: { id: string; name: string }[],
  viewerReacted = false,
): ReactionBar_ReactionsFragment => ({
  __typename: 'ReactionGroup',
  emoji,
  count: users.length,
  viewerReacted,
  users: users.map((entry) => user(entry.id, entry.name)),
});

const viewer = { id: 'me', name: '나' };
const kim = { id: 'kim', name: '김민지' };

describe('withReaction', () => {
  it('adds the viewer to the group of the emoji', () => {
    const next = withReaction([group('👍', [kim]), group('🎉', [kim])], '👍', viewer);
    expect(next[0]).toMatchObject({ emoji: '👍', count: 2, viewerReacted: true });
    expect(next[0]?.users.map((entry) => entry.id)).toEqual(['kim', 'me']);
    expect(next[1]).toMatchObject({ emoji: '🎉', count: 1, viewerReacted: false });
  });

  it('puts a new emoji last, as the API orders emojis by their first use', () => {
    const next = withReaction([group('👍', [kim])], '❤️', viewer);
    expect(next.map((entry) => entry.emoji)).toEqual(['👍', '❤️']);
    expect(next[1]).toEqual({
      __typename: 'ReactionGroup',
      emoji: '❤️',
      count: 1,
      viewerReacted: true,
      users: [user('me', '나')],
    });
  });

  it('changes nothing when the viewer has already reacted with it', () => {
    const groups = [group('👍', [kim, viewer], true)];
    expect(withReaction(groups, '👍', viewer)).toEqual(groups);
  });
});

describe('withoutReaction', () => {
  it('takes the viewer out of the group of the emoji', () => {
    const next = withoutReaction([group('👍', [kim, viewer], true)], '👍', 'me');
    expect(next).toEqual([group('👍', [kim])]);
  });

  it('drops a group nobody is left in', () => {
    const next = withoutReaction([group('👍', [viewer], true), group('🎉', [kim])], '👍', 'me');
    expect(next.map((entry) => entry.emoji)).toEqual(['🎉']);
  });

  it('changes nothing where the viewer has not reacted', () => {
    const groups = [group('👍', [kim]), group('🎉', [kim])];
    expect(withoutReaction(groups, '👍', 'me')).toEqual(groups);
    expect(withoutReaction(groups, '😀', 'me')).toEqual(groups);
  });
});
