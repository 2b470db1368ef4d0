import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { groupedBy } from '../../database/batch.js';
import { Comment, CommentMention } from './comment.entity.js';

export function createCommentLoaders(em: EntityManager) {
  return {
    /** Enabled replies of each comment, oldest first. */
    commentReplies: new DataLoader<string, Comment[]>(async (ids) =>
      groupedBy(
        await em.find(Comment, { parent: { $in: [...ids] } }, { orderBy: { registerDate: 'asc', id: 'asc' } }),
        (row) => row.parent!.id,
        ids,
      ),
    ),

    commentMentions: new DataLoader<string, CommentMention[]>(async (ids) =>
      groupedBy(await em.find(CommentMention, { comment: { $in: [...ids] } }), (row) => row.comment.id, ids),
    ),

    /** Comments of each to-do as its thread shows them: enabled, replies only under an enabled parent. */
    todoCommentCount: new DataLoader<string, number>(async (todoIds) => {
      const rows: { todo_id: string; count: string }[] = await em
        .getKnex()('comment as c')
        .leftJoin('comment as p', 'p.id', 'c.parent_id')
        .select('c.todo_id')
        .count('* as count')
        .whereIn('c.todo_id', [...todoIds])
        .andWhere('c.enable', true)
        .andWhere((parent) => parent.whereNull('c.parent_id').orWhere('p.enable', true))
        .groupBy('c.todo_id');
      const counts = new Map(rows.map((row) => [row.todo_id, Number(row.count)]));
      return todoIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}
