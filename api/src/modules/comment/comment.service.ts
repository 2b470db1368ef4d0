import type { EntityManager } from '@mikro-orm/postgresql';
import { diffMentions, mentionedIds, mentionParts } from '@domain/mentions.js';
import { textSnippet, titleSnippet } from '@domain/notification-text.js';
import { COMMENT_MAX } from '@domain/text-limits.js';
import { escapeLike } from '../../database/like.js';
import { errors } from '../../graphql/errors.js';
import type { EventBus } from '../../graphql/pubsub.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { ActivityLog } from '../activity/activity.entity.js';
import { DailyScrumItem } from '../daily-scrum/daily-scrum.entity.js';
import { Feedback } from '../feedback/feedback.entity.js';
import { GoalParticipant } from '../goal/goal.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import { User } from '../user/user.entity.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';
import { WorkspaceMember } from '../workspace/workspace.entity.js';
import { commentSubject, mentionsAllowed, threadKey, type CommentTarget } from './comment-target.js';
import { Comment, CommentMention } from './comment.entity.js';
import { commentPolicy } from './comment.policy.js';

const CONTENT_MAX = COMMENT_MAX;
const SUGGESTION_LIMIT = 20;
/** What a comment notification's parent_title names, as its parent_type says. */
const PARENT_TYPES: Record<CommentTarget['kind'], string> = {
  goal: 'goal',
  todo: 'todo',
  note: 'note',
  feedback: 'feedback',
  dailyScrumItem: 'daily_scrum_item',
};
/** Members looked at for suggestions; a workspace larger than this narrows by typing more. */
const SUGGESTION_SCAN_LIMIT = 500;

/**
 * Comments (spec 1 sections 3 to 7, spec 3): replies one level deep, author-only edits, soft
 * deletes, mentions diffed on edit so that only new ones notify, activity rows for goal comments,
 * live events per thread. Callers have authorized the target.
 */
export class CommentService {
  constructor(private readonly deps: { bus: EventBus; events: DomainEvents; notifications: NotificationService }) {}

  async create(
    em: EntityManager,
    authorId: string,
    target: CommentTarget,
    parent: Comment | null,
    content: string,
  ): Promise<Comment> {
    const text = validContent(content);
    const parentTarget = parent ? targetOf(parent) : null;
    if (
      parent &&
      (!commentPolicy.reply(commentSubject(parent)) || !parentTarget || threadKey(parentTarget) !== threadKey(target))
    ) {
      throw errors.badInput('parentId', 'REPLY_DEPTH', 'Only top-level comments of this thread can be replied to.');
    }
    const comment = em.create(Comment, {
      content: text,
      register: em.getReference(User, authorId),
      goal: target.kind === 'goal' ? target.goal : null,
      todo: target.kind === 'todo' ? target.todo : null,
      note: target.kind === 'note' ? target.note : null,
      feedback: target.kind === 'feedback' ? em.getReference(Feedback, target.id) : null,
      dailyScrumItem: target.kind === 'dailyScrumItem' ? em.getReference(DailyScrumItem, target.id) : null,
      parent,
    });
    const mentioned = await this.mentionable(em, target, mentionedIds(text));
    for (const userId of mentioned) em.create(CommentMention, { comment, user: em.getReference(User, userId) });
    this.logActivity(em, target, authorId, comment);
    await em.flush();
    await this.notifyCreated(em, authorId, target, comment, parent, mentioned);
    this.publish(target, comment.id, 'created');
    return comment;
  }

  /** Edits the text; mentions are diffed and only the added ones notify. */
  async update(
    em: EntityManager,
    editorId: string,
    target: CommentTarget,
    comment: Comment,
    content: string,
  ): Promise<Comment> {
    const text = validContent(content);
    const { added, removed } = diffMentions(comment.content, text);
    const newlyMentioned = await this.mentionable(em, target, added);
    if (removed.length) await em.nativeDelete(CommentMention, { comment, user: { $in: removed } });
    for (const userId of newlyMentioned) em.create(CommentMention, { comment, user: em.getReference(User, userId) });
    comment.content = text;
    comment.updateDate = new Date();
    comment.update = em.getReference(User, editorId);
    await em.flush();
    await this.notifyMentions(em, editorId, target, comment, newlyMentioned);
    this.publish(target, comment.id, 'updated');
    return comment;
  }

  /** Soft delete; the replies of a deleted comment leave the thread, and the goal's activity feed, with it. */
  async softDelete(em: EntityManager, target: CommentTarget, comment: Comment): Promise<void> {
    comment.enable = false;
    comment.updateDate = new Date();
    await this.leaveActivity(em, comment);
    await em.flush();
    this.publish(target, comment.id, 'deleted');
  }

  /**
   * Members of the target's workspace whose name contains what was typed ("서" finds 박서연), those
   * whose name starts with it first (the spec's prefix match), each group by name.
   */
  async suggestions(em: EntityManager, target: CommentTarget, typed: string): Promise<User[]> {
    if (target.workspaceIds.length === 0 || !mentionsAllowed(target)) return [];
    const part = typed.trim();
    const members = await em.find(
      WorkspaceMember,
      {
        workspace: { $in: target.workspaceIds },
        role: { $in: [...ACTIVE_ROLES] },
        user: { name: { $ilike: `%${escapeLike(part)}%` } },
      },
      { populate: ['user'], limit: SUGGESTION_SCAN_LIMIT },
    );
    const unique = [...new Map(members.map((member) => [member.user.id, member.user])).values()];
    const startsWithPart = (user: User) => user.name.toLocaleLowerCase().startsWith(part.toLocaleLowerCase());
    return unique
      .sort((a, b) => Number(startsWithPart(b)) - Number(startsWithPart(a)) || a.name.localeCompare(b.name))
      .slice(0, SUGGESTION_LIMIT);
  }

  /** The mentioned ids that are active members of the target's workspace; others stay plain text. */
  private async mentionable(em: EntityManager, target: CommentTarget, userIds: string[]): Promise<string[]> {
    if (userIds.length === 0 || target.workspaceIds.length === 0 || !mentionsAllowed(target)) return [];
    const rows = await em.find(
      WorkspaceMember,
      { workspace: { $in: target.workspaceIds }, user: { $in: userIds }, role: { $in: [...ACTIVE_ROLES] } },
      { fields: ['user'] },
    );
    const members = new Set(rows.map((row) => row.user.id));
    return userIds.filter((id) => members.has(id));
  }

  private async notifyCreated(
    em: EntityManager,
    authorId: string,
    target: CommentTarget,
    comment: Comment,
    parent: Comment | null,
    mentioned: string[],
  ): Promise<void> {
    await this.notifyMentions(em, authorId, target, comment, mentioned);
    const skip = new Set(mentioned);
    if (parent && !skip.has(parent.register.id)) {
      await this.deps.notifications.notify(
        await this.request(em, 'reply', authorId, target, comment, [parent.register.id]),
      );
      skip.add(parent.register.id);
    }
    const followers = (await this.followers(em, target)).filter((id) => !skip.has(id));
    if (followers.length)
      await this.deps.notifications.notify(await this.request(em, 'comment', authorId, target, comment, followers));
  }

  /** A mention in a note's thread is a `mention` of the note (named by its title); elsewhere a `comment_mention` (issue 13). */
  private async notifyMentions(
    em: EntityManager,
    authorId: string,
    target: CommentTarget,
    comment: Comment,
    mentioned: string[],
  ): Promise<void> {
    if (mentioned.length === 0) return;
    await this.deps.notifications.notify(
      await this.request(
        em,
        target.kind === 'note' ? 'mention' : 'comment_mention',
        authorId,
        target,
        comment,
        mentioned,
      ),
    );
  }

  /** Comments on a goal, or on a note of a goal, show in the goal's activity feed. */
  private logActivity(em: EntityManager, target: CommentTarget, userId: string, comment: Comment): void {
    const goal = target.kind === 'goal' ? target.goal : target.kind === 'note' ? target.note.goal : null;
    if (goal)
      em.create(ActivityLog, {
        goal,
        user: em.getReference(User, userId),
        activityType: 'comment',
        action: 'create',
        referenceId: comment.id,
      });
  }

  /** A deleted comment and its replies leave the activity feed (their rows become deletions, which it leaves out), as a deleted note does. */
  private async leaveActivity(em: EntityManager, comment: Comment): Promise<void> {
    const replies = await em.find(Comment, { parent: comment }, { fields: ['id'] });
    await em.nativeUpdate(
      ActivityLog,
      { activityType: 'comment', referenceId: { $in: [comment.id, ...replies.map((reply) => reply.id)] } },
      { action: 'delete' },
    );
  }

  /** Who hears of new comments: a goal's leader and participants, a to-do's owner, a note's author, those a closed thread names. */
  private async followers(em: EntityManager, target: CommentTarget): Promise<string[]> {
    if ('followerIds' in target) return target.followerIds;
    if (target.kind === 'todo') return [target.todo.user.id];
    if (target.kind === 'note') return [target.note.register.id];
    const participants = await em.find(GoalParticipant, { goal: target.goal }, { fields: ['user'] });
    return [...(target.goal.leader ? [target.goal.leader.id] : []), ...participants.map((row) => row.user.id)];
  }

  private async request(
    em: EntityManager,
    type: 'comment' | 'reply' | 'mention' | 'comment_mention',
    actorId: string,
    target: CommentTarget,
    comment: Comment,
    recipientIds: string[],
  ) {
    return {
      // On feedback and scrum items every comment and reply is of the area's own type (spec 3 section 3).
      type:
        target.kind === 'feedback'
          ? ('feedback_comment' as const)
          : target.kind === 'dailyScrumItem'
            ? ('daily_scrum_comment' as const)
            : type,
      actorId,
      recipientIds,
      workspaceId: target.workspaceIds[0],
      content: {
        comment_id: comment.id,
        comment_text: textSnippet(await readableText(em, comment.content)),
        parent_title: titleSnippet(target.title),
        parent_type: PARENT_TYPES[target.kind],
        ...(target.kind === 'todo' ? { todo_title: titleSnippet(target.title) } : {}),
        ...('notice' in target ? target.notice : { [`${target.kind}_id`]: target.id }),
      },
      ...('notice' in target && target.noticeFor ? { contentFor: target.noticeFor } : {}),
      related: { type: target.kind, id: target.id },
    };
  }

  private publish(target: CommentTarget, commentId: string, kind: 'created' | 'updated' | 'deleted'): void {
    this.deps.bus.publish('comments.changed', threadKey(target), { commentId, kind });
    void this.deps.events.emit({ type: 'comment_changed', targetKind: target.kind, targetId: target.id });
  }
}

/** The target of a stored comment, as a key. */
export function targetOf(comment: Comment): { kind: CommentTarget['kind']; id: string } | null {
  if (comment.feedback) return { kind: 'feedback', id: comment.feedback.id };
  if (comment.dailyScrumItem) return { kind: 'dailyScrumItem', id: comment.dailyScrumItem.id };
  if (comment.goal) return { kind: 'goal', id: comment.goal.id };
  if (comment.note) return { kind: 'note', id: comment.note.id };
  if (comment.todo) return { kind: 'todo', id: comment.todo.id };
  return null; // its target was deleted (the reference loads as null)
}

/** Mention tokens shown as @Name in notification text. */
async function readableText(em: EntityManager, text: string): Promise<string> {
  const ids = mentionedIds(text);
  const users = ids.length ? await em.find(User, { id: { $in: ids } }) : [];
  const names = new Map(users.map((user) => [user.id, user.name]));
  return mentionParts(text)
    .map((part) => ('text' in part ? part.text : `@${names.get(part.userId) ?? ''}`))
    .join('');
}

function validContent(content: string): string {
  const trimmed = content.trim();
  if (!trimmed) throw errors.badInput('content', 'CONTENT_REQUIRED', 'Please enter a comment.');
  if (trimmed.length > CONTENT_MAX)
    throw errors.badInput('content', 'CONTENT_TOO_LONG', `A comment can be at most ${CONTENT_MAX} characters.`);
  return trimmed;
}
