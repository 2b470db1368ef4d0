import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEventType } from '@domain/webhooks.js';
import { disableOrphanedEndpoints } from './webhook-registrant.js';
import { WebhookDelivery, WebhookEndpoint, WebhookEvent } from './webhook.entity.js';

/** Events claimed per pass; the rest wait for the next pass (each pass is kicked by a write, and swept every minute). */
const CLAIM_BATCH = 100;

/** The workspace of each kind of item (a to-do's through its goal; a comment's through its target). */
const WORKSPACE_OF = `case e.subject
  when 'todo' then (select tm.workspace_id from todo td join goal g on g.id = td.goal_id join team tm on tm.id = g.team_id where td.id = e.subject_id)
  when 'goal' then (select tm.workspace_id from goal g join team tm on tm.id = g.team_id where g.id = e.subject_id)
  when 'report' then (select r.workspace_id from report r where r.id = e.subject_id)
  when 'feedback' then (select f.workspace_id from feedback f where f.id = e.subject_id)
  when 'comment' then (select coalesce(
      (select tm.workspace_id from goal g join team tm on tm.id = g.team_id where g.id = c.goal_id),
      (select tm.workspace_id from todo td join goal g on g.id = td.goal_id join team tm on tm.id = g.team_id where td.id = c.todo_id),
      (select n.workspace_id from note n where n.id = c.note_id),
      (select f.workspace_id from feedback f where f.id = c.feedback_id),
      (select tm.workspace_id from daily_scrum_item i join daily_scrum s on s.id = i.daily_scrum_id join team tm on tm.id = s.team_id where i.id = c.daily_scrum_item_id))
    from comment c where c.id = e.subject_id)
end`;

interface ClaimedEvent {
  id: string;
  subject: string;
  action: string;
  workspace_id: string | null;
}

/**
 * One dispatch pass: claims the events nobody has dispatched (one statement; of two instances
 * passing at once each event goes to exactly one), and makes one pending delivery per event and
 * enabled endpoint of its workspace that asked for its type, once endpoints whose registrant is no
 * longer an admin are disabled (webhook-registrant.ts). Returns the deliveries to send.
 */
export async function dispatchPending(em: EntityManager): Promise<string[]> {
  await disableOrphanedEndpoints(em);
  const knex = em.getKnex();
  const { rows: events }: { rows: ClaimedEvent[] } = await knex.raw(
    `with claimed as (
       update webhook_event set dispatched_at = now()
       where id in (select id from webhook_event where dispatched_at is null order by occurred_at limit ? for update skip locked)
       returning id, subject, subject_id, action)
     select e.id, e.subject, e.action, ${WORKSPACE_OF} as workspace_id from claimed e`,
    [CLAIM_BATCH],
  );
  const workspaceIds = [...new Set(events.map((event) => event.workspace_id).filter((id): id is string => !!id))];
  if (workspaceIds.length === 0) return [];
  const endpoints = await em.find(WebhookEndpoint, { workspace: { $in: workspaceIds }, enabled: true, enable: true });
  const deliveries: WebhookDelivery[] = [];
  for (const event of events) {
    const type = `${event.subject}.${event.action}` as WebhookEventType;
    for (const endpoint of endpoints) {
      if (endpoint.workspace.id !== event.workspace_id || !endpoint.events.includes(type)) continue;
      deliveries.push(
        em.create(WebhookDelivery, { endpoint, event: em.getReference(WebhookEvent, event.id), eventType: type }),
      );
    }
  }
  await em.flush();
  return deliveries.map((delivery) => delivery.id);
}
