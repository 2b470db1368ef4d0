import type { ReactionBar_ReactionsFragment } from '../../gql/graphql';

/** Who reacts, as the reaction groups name them. */
export interface Reactor {
  readonly id: string;
  readonly name: string;
}

/**
 * The groups once the viewer has reacted with `emoji` (the optimistic answer of addReaction, which
 * answers the target's reactions now): one more in its group, or a new group at the end (the API
 * orders emojis by their first use). Unchanged when the viewer is already in it.
 */
export function withReaction(
  groups: readonly ReactionBar_ReactionsFragment[],
  emoji: string,
  viewer: Reactor,
): ReactionBar_ReactionsFragment[] {
  const user = { __typename: 'UserProfile' as const, id: viewer.id, name: viewer.name };
  const existing = groups.find((group) => group.emoji === emoji);
  if (!existing)
    return [...groups, { __typename: 'ReactionGroup', emoji, count: 1, viewerReacted: true, users: [user] }];
  if (existing.viewerReacted || existing.users.some((entry) => entry.id === viewer.id)) return [...groups];
  return groups.map((group) =>
    group === existing
      ? { ...group, count: group.count + 1, viewerReacted: true, users: [...group.users, user] }
      : group,
  );
}

/**
 * The groups once the viewer has taken back `emoji` (the optimistic answer of removeReaction): one
 * less in its group, and the group gone when nobody is left in it.
 */
export function withoutReaction(
  groups: readonly ReactionBar_ReactionsFragment[],
  emoji: string,
  viewerId: string,
): ReactionBar_ReactionsFragment[] {
  return groups.flatMap((group) => {
    if (group.emoji !== emoji || !group.viewerReacted) return [group];
    const count = group.count - 1;
    return count <= 0
      ? []
      : [{ ...group, count, viewerReacted: false, users: group.users.filter((user) => user.id !== viewerId) }];
  });
}
