import { ChangeSetType, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import type { WebhookSubject } from '@domain/webhooks.js';
import { Comment } from '../comment/comment.entity.js';
import { Feedback } from '../feedback/feedback.entity.js';
import { Goal } from '../goal/goal.entity.js';
import { Report } from '../report/report.entity.js';
import { Todo } from '../todo/todo.entity.js';
import { WebhookEvent } from './webhook.entity.js';

const WATCHED = new Map<unknown, WebhookSubject>([
  [Todo, 'todo'],
  [Goal, 'goal'],
  [Comment, 'comment'],
  [Report, 'report'],
  [Feedback, 'feedback'],
]);

/**
 * The transactional outbox of webhooks: every flush that creates or changes a watched item (a to-do,
 * goal, comment, report or feedback) writes one webhook_event row per item in the same transaction,
 * whatever code path made the change. Bulk native updates (clearing a goal link, read marks) are not
 * seen: they are side effects of another change, which is. Only while some endpoint exists.
 */
export class WebhookOutbox implements EventSubscriber {
  constructor(
    private readonly anyEndpoints: () => boolean,
    private readonly written: () => void,
  ) {}

  async onFlush({ uow }: FlushEventArgs): Promise<void> {
    if (!this.anyEndpoints()) return;
    for (const changeSet of [...uow.getChangeSets()]) {
      const subject = WATCHED.get(changeSet.meta.class);
      if (!subject || (changeSet.type !== ChangeSetType.CREATE && changeSet.type !== ChangeSetType.UPDATE)) continue;
      const event = new WebhookEvent();
      event.subject = subject;
      event.subjectId = (changeSet.entity as { id: string }).id;
      event.action = changeSet.type === ChangeSetType.CREATE ? 'created' : 'changed';
      uow.computeChangeSet(event);
    }
  }

  async afterFlush({ uow }: FlushEventArgs): Promise<void> {
    if ([...uow.getChangeSets()].some((changeSet) => changeSet.entity instanceof WebhookEvent)) this.written();
  }
}
