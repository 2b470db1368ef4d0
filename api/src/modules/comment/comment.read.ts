import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql, type Row, type RowSql } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';
import type { CommentTarget } from './comment-target.js';
import { Comment } from './comment.entity.js';

/** What a comment row of the read path carries for its fields. */
export interface CommentFacts {
  author: UserProfileRow;
  mentions: UserProfileRow[];
  /** Enabled replies, oldest first (none for a reply). */
  replies: Row<Comment>[];
}

export const commentReadFacts = new ReadFacts<CommentFacts>();

export interface ThreadColumns {
  comment: unknown;
  author: UserProfileRow;
  mentions: UserProfileRow[];
}

type ThreadKind = CommentTarget['kind'];

/** The column of `comment` naming a target of each kind. */
const TARGET_COLUMN: Record<ThreadKind, string> = {
  goal: 'goal_id',
  todo: 'todo_id',
  note: 'note_id',
  feedback: 'feedback_id',
  dailyScrumItem: 'daily_scrum_item_id',
};

// The author is shown even after their account was deleted: the comment stays theirs.
const threadParts = (sql: RowSql) => ({
  comment: sql.row(Comment, 'c'),
  author: userProfileSql(sql, 'au'),
  mentions: `coalesce((select json_agg(${userProfileSql(sql, 'mu')} order by cm.id) from comment_mention cm
    join "user" mu on mu.id = cm.user_id and mu.enable where cm.comment_id = c.id), '[]')`,
});

const threadColumns = (sql: RowSql) => {
  const parts = threadParts(sql);
  return `${parts.comment} as comment, ${parts.author} as author, ${parts.mentions} as mentions`;
};

const threadStatement = (kind: ThreadKind) =>
  new ReadStatement<[targetId: string], ThreadColumns>(
    `comment_thread_${kind}`,
    (sql) => `select ${threadColumns(sql)}
      from comment c join "user" au on au.id = c.register_id
      where c.${TARGET_COLUMN[kind]} = ?::uuid and c.enable
      order by c.register_date, c.id`,
  );

const THREADS: Record<ThreadKind, ReadStatement<[string], ThreadColumns>> = {
  goal: threadStatement('goal'),
  todo: threadStatement('todo'),
  note: threadStatement('note'),
  feedback: threadStatement('feedback'),
  dailyScrumItem: threadStatement('dailyScrumItem'),
};

/**
 * The thread of a target as one JSON column of another read (a feedback list carries its threads):
 * `ThreadColumns` rows, oldest first; `targetId` is an SQL expression.
 */
export function threadJsonSql(sql: RowSql, kind: ThreadKind, targetId: string): string {
  const parts = threadParts(sql);
  return `coalesce((select json_agg(json_build_object('comment', ${parts.comment}, 'author', ${parts.author}, 'mentions', ${parts.mentions}) order by c.register_date, c.id)
    from comment c join "user" au on au.id = c.register_id where c.${TARGET_COLUMN[kind]} = ${targetId} and c.enable), '[]')`;
}

export interface CommentThreadRows {
  items: Row<Comment>[];
  count: number;
}

/**
 * The thread of a target in one statement: top-level comments newest first, each carrying its
 * replies oldest first; replies under a deleted comment are not shown, nor counted.
 */
export async function readThread(
  em: EntityManager,
  target: { kind: ThreadKind; id: string },
): Promise<CommentThreadRows> {
  return threadFromRows(rowSql(em), await THREADS[target.kind].run(em, [target.id]));
}

/** Builds a thread from its rows, oldest first. */
export function threadFromRows(sql: RowSql, rows: ThreadColumns[]): CommentThreadRows {
  const comments = rows.map((row) => {
    const comment = sql.revive(Comment, row.comment);
    return commentReadFacts.attach(comment, { author: row.author, mentions: row.mentions, replies: [] });
  });
  const topLevel = new Map(comments.filter((comment) => !comment.parent).map((comment) => [comment.id, comment]));
  let replies = 0;
  for (const comment of comments) {
    const parent = comment.parent && topLevel.get(comment.parent.id);
    if (!parent) continue;
    commentReadFacts.of(parent)!.replies.push(comment);
    replies += 1;
  }
  return { items: [...topLevel.values()].reverse(), count: topLevel.size + replies };
}
