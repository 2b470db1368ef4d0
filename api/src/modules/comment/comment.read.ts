import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql, type Row } from '../../database/entity-row.js';
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

interface ThreadColumns {
  comment: unknown;
  author: UserProfileRow;
  mentions: UserProfileRow[];
}

type ThreadKind = CommentTarget['kind'];

// The author is shown even after their account was deleted: the comment stays theirs.
const threadStatement = (kind: ThreadKind) =>
  new ReadStatement<[targetId: string], ThreadColumns>(
    `comment_thread_${kind}`,
    (sql) => `select ${sql.row(Comment, 'c')} as comment, ${userProfileSql(sql, 'au')} as author,
        coalesce((select json_agg(${userProfileSql(sql, 'mu')} order by cm.id) from comment_mention cm
          join "user" mu on mu.id = cm.user_id and mu.enable where cm.comment_id = c.id), '[]') as mentions
      from comment c join "user" au on au.id = c.register_id
      where c.${kind}_id = ?::uuid and c.enable
      order by c.register_date, c.id`,
  );

const THREADS: Record<ThreadKind, ReadStatement<[string], ThreadColumns>> = { goal: threadStatement('goal'), todo: threadStatement('todo'), note: threadStatement('note') };

/**
 * The thread of a target in one statement: top-level comments newest first, each carrying its
 * replies oldest first; replies under a deleted comment are not shown, nor counted.
 */
export async function readThread(em: EntityManager, target: { kind: ThreadKind; id: string }): Promise<{ items: Row<Comment>[]; count: number }> {
  const sql = rowSql(em);
  const rows = await THREADS[target.kind].run(em, [target.id]);
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
