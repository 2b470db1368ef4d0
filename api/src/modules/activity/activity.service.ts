import type { EntityManager } from '@mikro-orm/postgresql';
import { Comment } from '../comment/comment.entity.js';
import { Note } from '../note/note.entity.js';
import type { Goal } from '../goal/goal.entity.js';
import { User } from '../user/user.entity.js';
import { ActivityLog, GoalHistory } from './activity.entity.js';
import type { ActivityEntry, ActivityPage } from './activity.types.js';

export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * The activity log of goals (spec 1 sections 3 and 7): each goal change is a goal-history record
 * with an activity row pointing to it; comments and notes add rows of their own kind.
 */
export class ActivityService {
  /** Records changes of a goal in the caller's unit of work (flushed with the change itself). */
  recordGoalChanges(
    em: EntityManager,
    goal: Goal,
    actorId: string,
    action: 'create' | 'update',
    changes: FieldChange[],
  ): void {
    const user = em.getReference(User, actorId);
    for (const change of changes) {
      const history = em.create(GoalHistory, { goal, user, ...change });
      em.create(ActivityLog, { goal, user, activityType: 'goal', action, referenceId: history.id });
    }
  }

  /** Newest first; deleted-comment rows left out; each referenced record only while enabled. */
  async feed(em: EntityManager, goalId: string, offset: number, size: number): Promise<ActivityPage> {
    const rows = await em.find(
      ActivityLog,
      { goal: goalId, $not: { activityType: { $in: ['comment', 'note'] }, action: 'delete' } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1, offset },
    );
    const page = rows.slice(0, size);
    const historyIds = page.filter((row) => row.activityType === 'goal').map((row) => row.referenceId);
    const histories = historyIds.length ? await em.find(GoalHistory, { id: { $in: historyIds }, enable: true }) : [];
    const historyById = new Map(histories.map((history) => [history.id, history]));
    const commentIds = page.filter((row) => row.activityType === 'comment').map((row) => row.referenceId);
    const comments = commentIds.length ? await em.find(Comment, { id: { $in: commentIds } }) : [];
    const commentById = new Map(comments.map((comment) => [comment.id, comment]));
    const noteIds = page.filter((row) => row.activityType === 'note').map((row) => row.referenceId);
    const notes = noteIds.length ? await em.find(Note, { id: { $in: noteIds } }) : [];
    const noteById = new Map(notes.map((note) => [note.id, note]));
    const items: ActivityEntry[] = page.map((row) => {
      const history = historyById.get(row.referenceId);
      return {
        id: row.id,
        activityType: row.activityType,
        action: row.action,
        createdAt: row.createdAt,
        userId: row.user.id,
        history: history
          ? {
              id: history.id,
              field: history.field,
              oldValue: history.oldValue ?? null,
              newValue: history.newValue ?? null,
            }
          : null,
        comment: commentById.get(row.referenceId) ?? null,
        note: noteById.get(row.referenceId) ?? null,
      };
    });
    return { items, hasMore: rows.length > size };
  }
}
