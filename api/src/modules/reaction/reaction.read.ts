import type { EntityManager } from '@mikro-orm/postgresql';
import type { RowSql } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';

/** The kinds of target a reaction can be on, each its column of `emoji_reaction`. */
export type ReactionTargetKind = 'feedback' | 'dailyScrumItem';

/** The column of `emoji_reaction` (and of `comment`) naming a target of each kind. */
export const TARGET_COLUMNS: Record<ReactionTargetKind, string> = {
  feedback: 'feedback_id',
  dailyScrumItem: 'daily_scrum_item_id',
};

/** One emoji on a target with who put it there, first to react first. */
export interface ReactionGroupRow {
  emoji: string;
  users: UserProfileRow[];
}

/**
 * The reactions on a target as one JSON column (`ReactionGroupRow[]`), for reads that carry them
 * (a feedback list): emojis in the order they were first used. `targetId` is an SQL expression.
 */
export function reactionGroupsSql(sql: RowSql, kind: ReactionTargetKind, targetId: string): string {
  return `coalesce((select json_agg(json_build_object('emoji', grouped.emoji_code, 'users', grouped.users) order by grouped.first_date, grouped.emoji_code)
    from (select er.emoji_code, min(er.register_date) as first_date, json_agg(${userProfileSql(sql, 'eu')} order by er.register_date, eu.name) as users
      from emoji_reaction er join "user" eu on eu.id = er.register_id where er.${TARGET_COLUMNS[kind]} = ${targetId} group by er.emoji_code) grouped), '[]')`;
}

const REACTIONS: Record<ReactionTargetKind, ReadStatement<[targetId: string], { reactions: ReactionGroupRow[] }>> = {
  feedback: new ReadStatement(
    'reactions_feedback',
    (sql) => `select ${reactionGroupsSql(sql, 'feedback', '?::uuid')} as reactions`,
  ),
  dailyScrumItem: new ReadStatement(
    'reactions_daily_scrum_item',
    (sql) => `select ${reactionGroupsSql(sql, 'dailyScrumItem', '?::uuid')} as reactions`,
  ),
};

/** The reactions on one target, in one statement. */
export async function readReactions(
  em: EntityManager,
  target: { kind: ReactionTargetKind; id: string },
): Promise<ReactionGroupRow[]> {
  const [row] = await REACTIONS[target.kind].run(em, [target.id]);
  return row?.reactions ?? [];
}
