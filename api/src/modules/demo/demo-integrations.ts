import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { PersonalTokenService } from '../personal-token/personal-token.service.js';
import { WebhookDelivery, WebhookEvent } from '../webhook/webhook.entity.js';
import type { WebhookService } from '../webhook/webhook.service.js';
import type { DemoPeople } from './demo-goals.js';

export interface DemoIntegrationServices {
  personalTokens: PersonalTokenService;
  webhooks: WebhookService;
}

/**
 * What an integrating team leaves behind (issue 18): a read-only token the demo account made for a
 * reporting script, used yesterday, and a paused webhook endpoint (example.com receives nothing) with
 * a few deliveries in its log, one of them failed.
 */
export async function seedDemoIntegrations(
  em: EntityManager,
  services: DemoIntegrationServices,
  people: DemoPeople,
  workspaceId: string,
): Promise<void> {
  const now = DateTime.now().setZone('Asia/Seoul');
  const { record } = await services.personalTokens.create(em, people.demo, {
    name: '주간 지표 스크립트',
    scope: 'READ',
    expiresOn: now.plus({ days: 60 }).toISODate()!,
  });
  record.lastUsedAt = now.minus({ days: 1 }).set({ hour: 9, minute: 2 }).toJSDate();
  record.lastUsedIp = '203.0.113.24';

  const { endpoint } = await services.webhooks.create(
    em,
    people.demo,
    workspaceId,
    'https://hooks.example.com/quarter/studio',
    ['goal.created', 'goal.changed', 'report.created'],
  );
  await services.webhooks.setEnabled(em, people.demo, endpoint, false);
  const logged = [
    { type: 'goal.changed', status: 'SUCCEEDED', responseStatus: 200, responseMs: 84, hoursAgo: 26 },
    { type: 'report.created', status: 'SUCCEEDED', responseStatus: 204, responseMs: 121, hoursAgo: 20 },
    { type: 'goal.changed', status: 'FAILED', responseStatus: 503, responseMs: 10_002, hoursAgo: 3 },
  ] as const;
  for (const entry of logged) {
    const at = now.minus({ hours: entry.hoursAgo }).toJSDate();
    const [subject, action] = entry.type.split('.') as ['goal' | 'report', 'created' | 'changed'];
    const event = em.create(WebhookEvent, {
      subject,
      subjectId: people.demo,
      action,
      occurredAt: at,
      dispatchedAt: at,
    });
    em.create(WebhookDelivery, {
      endpoint,
      event,
      eventType: entry.type,
      status: entry.status,
      attempts: entry.status === 'FAILED' ? 5 : 1,
      responseStatus: entry.responseStatus,
      responseMs: entry.responseMs,
      error: entry.status === 'FAILED' ? 'HTTP 503' : null,
      registerDate: at,
      updateDate: at,
    });
  }
  await em.flush();
}
