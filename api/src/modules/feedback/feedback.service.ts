import type { EntityManager } from '@mikro-orm/postgresql';
import { Todo } from '../todo/todo.entity.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';
import type { FeedbackAnnouncer } from './feedback-announcer.js';
import { Feedback, FeedbackCoreValue, FeedbackRequest, FeedbackTodo, UserFeedbackSetting } from './feedback.entity.js';
import { checkReceiver, checkTodos, checkValues, validFeedbackContent, type ValuePick } from './feedback-input.js';

export interface FeedbackFields extends ValuePick {
  content: string;
  /** To-dos of the receiver's. */
  todoIds: string[];
}

export interface NewFeedback extends FeedbackFields {
  workspaceId: string;
  receiverId?: string | null;
  /** The open request it answers (its receiver is the one writing); it becomes completed. */
  request?: FeedbackRequest | null;
}

/**
 * Feedback (spec 3 sections 4 and 5): sent to a colleague with core values and to-dos, edited and
 * resent by its sender, read and bookmarked by its receiver, deleted by either from their own lists.
 * Callers have authorized; the rules on what a feedback carries are checked here.
 */
export class FeedbackService {
  constructor(private readonly announcer: FeedbackAnnouncer) {}

  async send(em: EntityManager, senderId: string, input: NewFeedback): Promise<Feedback> {
    const receiverId = await checkReceiver(
      em,
      input.workspaceId,
      senderId,
      input.request ? input.request.register.id : input.receiverId,
    );
    const content = validFeedbackContent(input.content);
    const values = await checkValues(em, input.workspaceId, input);
    const todoIds = await checkTodos(em, senderId, receiverId, input.todoIds);
    const feedback = em.create(Feedback, {
      content,
      register: em.getReference(User, senderId),
      receiver: em.getReference(User, receiverId),
      workspace: em.getReference(Workspace, input.workspaceId),
      request: input.request ?? null,
    });
    this.link(em, feedback, values, todoIds);
    if (input.request) input.request.isCompleted = true;
    await em.flush();
    await this.announcer.notify('feedback_received', senderId, receiverId, {
      workspaceId: input.workspaceId,
      content,
      feedback: { id: feedback.id, receiverId },
    });
    this.announce(feedback);
    if (input.request)
      this.announcer.publish([senderId, receiverId], {
        workspaceId: input.workspaceId,
        kind: 'REQUEST',
        id: input.request.id,
        cancelled: false,
      });
    return feedback;
  }

  /** The sender's edit: text, values and to-dos replaced; it is unread again for the receiver, who is told. */
  async update(em: EntityManager, feedback: Feedback, input: FeedbackFields): Promise<Feedback> {
    const content = validFeedbackContent(input.content);
    const currentValues = await em.find(FeedbackCoreValue, { feedback });
    const values = await checkValues(
      em,
      feedback.workspace.id,
      input,
      currentValues.map((row) => row.coreValue.id),
    );
    const todoIds = await checkTodos(em, feedback.register.id, feedback.receiver.id, input.todoIds);
    // Rows are diffed, not deleted and inserted again, so that the change is one flush (one transaction).
    const chosen = new Map(values.map((value) => [value.coreValue.id, value.isPositive]));
    for (const row of currentValues) {
      if (!chosen.has(row.coreValue.id)) em.remove(row);
      else row.isPositive = chosen.get(row.coreValue.id)!;
      chosen.delete(row.coreValue.id);
    }
    const currentTodos = await em.find(FeedbackTodo, { feedback });
    for (const row of currentTodos) if (!todoIds.includes(row.todo.id)) em.remove(row);
    const linked = new Set(currentTodos.map((row) => row.todo.id));
    this.link(
      em,
      feedback,
      values.filter((value) => chosen.has(value.coreValue.id)),
      todoIds.filter((id) => !linked.has(id)),
    );
    Object.assign(feedback, { content, isRead: false, updateDate: new Date() });
    await em.flush();
    await this.announcer.notify('feedback_updated', feedback.register.id, feedback.receiver.id, {
      workspaceId: feedback.workspace.id,
      content,
      feedback: { id: feedback.id, receiverId: feedback.receiver.id },
    });
    this.announce(feedback);
    return feedback;
  }

  /** Sends it again: back on the receiver's list (had they deleted it), unread, and they are told again. */
  async resend(em: EntityManager, feedback: Feedback): Promise<Feedback> {
    const setting = await em.findOne(UserFeedbackSetting, { feedback, user: feedback.receiver });
    if (setting) setting.isHidden = false;
    feedback.isRead = false;
    await em.flush();
    await this.announcer.notify('feedback_received', feedback.register.id, feedback.receiver.id, {
      workspaceId: feedback.workspace.id,
      content: feedback.content,
      feedback: { id: feedback.id, receiverId: feedback.receiver.id },
    });
    this.announce(feedback);
    return feedback;
  }

  /** Deletes it from the viewer's own lists; the other side keeps it. */
  async hide(em: EntityManager, feedback: Feedback, userId: string): Promise<void> {
    Object.assign(await this.settingOf(em, feedback, userId), { isHidden: true, isBookmarked: false });
    await em.flush();
    this.announcer.publish([userId], {
      workspaceId: feedback.workspace.id,
      kind: 'FEEDBACK',
      id: feedback.id,
      cancelled: false,
    });
  }

  async setBookmark(em: EntityManager, feedback: Feedback, userId: string, bookmarked: boolean): Promise<void> {
    const setting = await this.settingOf(em, feedback, userId);
    if (setting.isBookmarked === bookmarked) return;
    Object.assign(setting, { isBookmarked: bookmarked, bookmarkUpdateDate: new Date() });
    await em.flush();
    this.announcer.publish([userId], {
      workspaceId: feedback.workspace.id,
      kind: 'FEEDBACK',
      id: feedback.id,
      cancelled: false,
    });
  }

  /** Marks the receiver's feedback of a workspace read (those seen on the Received tab); answers how many changed. */
  async markRead(em: EntityManager, receiverId: string, workspaceId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const changed = await em.nativeUpdate(
      Feedback,
      { id: { $in: ids }, receiver: receiverId, workspace: workspaceId, isRead: false },
      { isRead: true },
    );
    if (changed > 0)
      this.announcer.publish([receiverId], { workspaceId, kind: 'FEEDBACK', id: ids[0], cancelled: false });
    return changed;
  }

  private link(
    em: EntityManager,
    feedback: Feedback,
    values: Awaited<ReturnType<typeof checkValues>>,
    todoIds: string[],
  ): void {
    for (const value of values) em.create(FeedbackCoreValue, { feedback, ...value });
    for (const todoId of todoIds) em.create(FeedbackTodo, { feedback, todo: em.getReference(Todo, todoId) });
  }

  private async settingOf(em: EntityManager, feedback: Feedback, userId: string): Promise<UserFeedbackSetting> {
    return (
      (await em.findOne(UserFeedbackSetting, { feedback, user: userId })) ??
      em.create(UserFeedbackSetting, { feedback, user: em.getReference(User, userId) })
    );
  }

  private announce(feedback: Feedback): void {
    this.announcer.publish([feedback.register.id, feedback.receiver.id], {
      workspaceId: feedback.workspace.id,
      kind: 'FEEDBACK',
      id: feedback.id,
      cancelled: false,
    });
  }
}
