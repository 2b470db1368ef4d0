import type { ReactionGroupRow } from './reaction.read.js';
import type { ReactionGroup } from './reaction.types.js';

/** The reactions of a read as the viewer sees them: counts, and whether they are among those who reacted. */
export function reactionGroups(rows: ReactionGroupRow[], viewerId: string): ReactionGroup[] {
  return rows.map((row) => ({
    emoji: row.emoji,
    count: row.users.length,
    users: row.users,
    viewerReacted: row.users.some((user) => user.id === viewerId),
  }));
}
