import type { EntityManager } from '@mikro-orm/postgresql';
import { Todo } from '../todo/todo.entity.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';
import type { FeedbackAnnouncer } from './feedback-announcer.js';
import { FeedbackRequest, FeedbackRequestTodo } from './feedback.entity.js';
import { checkReceiver, checkTodos, validFeedbackContent } from './feedback-input.js';

export interface RequestFields {
  content: string;
  /** The requester's own to-dos the request is about. */
  todoIds: string[];
}

/**
 * Feedback requests (spec 3 section 4): asked of a colleague about some of one's own to-dos;
 * edited (which sends a rejected one again) and cancelled by the asker, rejected by the colleague,
 * completed by the feedback that answers it. Callers have authorized.
 */
export class FeedbackRequestService {
  constructor(private readonly announcer: FeedbackAnnouncer) {}

  async request(
    em: EntityManager,
    senderId: string,
    workspaceId: string,
    receiverId: string | null | undefined,
    input: RequestFields,
  ): Promise<FeedbackRequest> {
    const receiver = await checkReceiver(em, workspaceId, senderId, receiverId);
    const content = validFeedbackContent(input.content);
    const todoIds = await checkTodos(em, senderId, senderId, input.todoIds);
    const request = em.create(FeedbackRequest, {
      content,
      register: em.getReference(User, senderId),
      receiver: em.getReference(User, receiver),
      workspace: em.getReference(Workspace, workspaceId),
    });
    this.link(em, request, todoIds);
    await em.flush();
    await this.announcer.notify('feedback_request', senderId, receiver, {
      workspaceId,
      content,
      requestId: request.id,
    });
    this.announce(request);
    return request;
  }

  /** The asker's edit; a rejected request is sent again. */
  async update(em: EntityManager, request: FeedbackRequest, input: RequestFields): Promise<FeedbackRequest> {
    const content = validFeedbackContent(input.content);
    const todoIds = await checkTodos(em, request.register.id, request.register.id, input.todoIds);
    const current = await em.find(FeedbackRequestTodo, { request });
    for (const row of current) if (!todoIds.includes(row.todo.id)) em.remove(row);
    const linked = new Set(current.map((row) => row.todo.id));
    this.link(
      em,
      request,
      todoIds.filter((id) => !linked.has(id)),
    );
    Object.assign(request, { content, isRejected: false });
    await em.flush();
    await this.announcer.notify('feedback_request_updated', request.register.id, request.receiver.id, {
      workspaceId: request.workspace.id,
      content,
      requestId: request.id,
    });
    this.announce(request);
    return request;
  }

  async cancel(em: EntityManager, request: FeedbackRequest): Promise<void> {
    request.enable = false;
    await em.flush();
    this.announce(request);
  }

  async reject(em: EntityManager, request: FeedbackRequest): Promise<FeedbackRequest> {
    request.isRejected = true;
    await em.flush();
    await this.announcer.notify('feedback_request_rejected', request.receiver.id, request.register.id, {
      workspaceId: request.workspace.id,
      content: request.content,
      requestId: request.id,
    });
    this.announce(request);
    return request;
  }

  private link(em: EntityManager, request: FeedbackRequest, todoIds: string[]): void {
    for (const todoId of todoIds) em.create(FeedbackRequestTodo, { request, todo: em.getReference(Todo, todoId) });
  }

  private announce(request: FeedbackRequest): void {
    this.announcer.publish([request.register.id, request.receiver.id], {
      workspaceId: request.workspace.id,
      kind: 'REQUEST',
      id: request.id,
      cancelled: !request.enable,
    });
  }
}
