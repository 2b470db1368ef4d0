import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ReactionBar_ReactionsFragment } from '../../gql/graphql';
import { writeReactions } from './reactionCache';

// Parsed, not tagged: codegen collects tagged documents, and this one is the test's own.
const FeedbackReactions = parse(`
  fragment FeedbackReactions on Feedback {
    id
    reactions {
      emoji
      count
      viewerReacted
      users {
        id
        name
      }
    }
  }
`);

const kim = { __typename: 'UserProfile' as const, id: 'kim', name: '김민지' };
const me = { __typename: 'UserProfile' as const, id: 'me', name: '나' };
const group = (emoji: string, users: (typeof kim)[], viewerReacted: boolean): ReactionBar_ReactionsFragment => ({
  __typename: 'ReactionGroup',
  emoji,
  count: users.length,
  viewerReacted,
  users,
});

function cacheWith(reactions: ReactionBar_ReactionsFragment[]) {
  const cache = new InMemoryCache();
  cache.writeFragment({ fragment: FeedbackReactions, data: { __typename: 'Feedback', id: 'f1', reactions } });
  return cache;
}

const read = (cache: InMemoryCache, id = 'f1') =>
  cache.readFragment<{ reactions: ReactionBar_ReactionsFragment[] }>({
    fragment: FeedbackReactions,
    id: `Feedback:${id}`,
  });

describe('writeReactions', () => {
  it('replaces the reactions of the feedback with the answer', () => {
    const cache = cacheWith([group('👍', [kim], false)]);
    writeReactions(cache, { feedbackId: 'f1' }, [group('👍', [kim, me], true), group('🎉', [me], true)]);
    expect(read(cache)?.reactions).toEqual([group('👍', [kim, me], true), group('🎉', [me], true)]);
  });

  it('keeps the people as references to their normalised entries', () => {
    const cache = cacheWith([]);
    writeReactions(cache, { feedbackId: 'f1' }, [group('👍', [me], true)]);
    expect(cache.extract()['UserProfile:me']).toMatchObject({ id: 'me', name: '나' });
    expect(cache.extract()['Feedback:f1']?.['reactions']).toEqual([
      { __typename: 'ReactionGroup', emoji: '👍', count: 1, viewerReacted: true, users: [{ __ref: 'UserProfile:me' }] },
    ]);
  });

  it('can empty the list', () => {
    const cache = cacheWith([group('👍', [me], true)]);
    writeReactions(cache, { feedbackId: 'f1' }, []);
    expect(read(cache)?.reactions).toEqual([]);
  });

  it('leaves a feedback that is not in the cache alone', () => {
    const cache = cacheWith([]);
    writeReactions(cache, { feedbackId: 'f2' }, [group('👍', [me], true)]);
    expect(cache.extract()['Feedback:f2']).toBeUndefined();
  });

  it('writes the reactions of a daily scrum item into that item', () => {
    const cache = new InMemoryCache();
    const ItemReactions = parse(`
      fragment ItemReactions on DailyScrumItem {
        id
        reactions {
          emoji
          count
          viewerReacted
          users {
            id
            name
          }
        }
      }
    `);
    cache.writeFragment({ fragment: ItemReactions, data: { __typename: 'DailyScrumItem', id: 'i1', reactions: [] } });
    writeReactions(cache, { dailyScrumItemId: 'i1' }, [group('👏', [me], true)]);
    const item = cache.readFragment<{ reactions: ReactionBar_ReactionsFragment[] }>({
      fragment: ItemReactions,
      id: 'DailyScrumItem:i1',
    });
    expect(item?.reactions).toEqual([group('👏', [me], true)]);
  });
});
