import type { EntityManager } from '@mikro-orm/postgresql';
import {
  WEBHOOK_LOG_DAYS,
  WEBHOOK_MAX_ENDPOINTS,
  webhookUrlError,
  type WebhookDisabledReason,
  type WebhookEventType,
} from '@domain/webhooks.js';
import { BACKGROUND_STATEMENT } from '../../database/background-statement.js';
import type { Orm } from '../../database/orm.type.js';
import { errors } from '../../graphql/errors.js';
import type { Logger } from '../../logger.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { hostRefusal, systemResolve, type WebhookEgress } from './webhook-address.js';
import { disableOrphanedEndpoints } from './webhook-registrant.js';
import { newWebhookSecret } from './webhook-signature.js';
import { WebhookDelivery, WebhookEndpoint, WebhookEvent } from './webhook.entity.js';
import { WebhookOutbox } from './webhook-outbox.js';

export interface WebhookSettings {
  /** Plain http to this machine is accepted (development and tests); https everywhere else. */
  allowLoopbackHttp: boolean;
  /** Endpoints may be (or resolve to) non-public addresses (development and tests; see webhook-address.ts). */
  allowPrivateAddresses: boolean;
}

/**
 * Webhook endpoints of workspaces (issue 18): registered by admins, told of changes through the
 * outbox (webhook-outbox.ts), dispatched and sent by the jobs (jobs/webhook-jobs.ts).
 */
export class WebhookService {
  /** Whether any enabled endpoint exists anywhere, as last read: the outbox writes nothing while none does. */
  private anyEndpoints = false;
  private presenceReadAt = 0;
  private announcedAt = 0;
  private presenceTimer?: NodeJS.Timeout;
  /** Called when a flush wrote outbox rows (the jobs start a dispatch pass). */
  private onEventsWritten: () => void = () => {};
  /** Where deliveries may go and how names resolve, at registration and at each send (tests replace `resolve`). */
  readonly egress: WebhookEgress;

  constructor(
    private readonly orm: Orm,
    private readonly logger: Logger,
    private readonly settings: WebhookSettings,
  ) {
    this.egress = { allowPrivate: settings.allowPrivateAddresses, resolve: systemResolve };
  }

  /** Registers the outbox on the ORM and follows whether any endpoint exists. */
  start(): void {
    this.orm.em.getEventManager().registerSubscriber(
      new WebhookOutbox(
        () => this.endpointsExist(),
        () => this.onEventsWritten(),
      ),
    );
    void this.readPresence();
    this.presenceTimer = setInterval(() => void this.readPresence(), 1_000);
    this.presenceTimer.unref();
  }

  stop(): void {
    clearInterval(this.presenceTimer);
  }

  /** The jobs hand their dispatch trigger here once they run. */
  whenEventsWritten(trigger: () => void): void {
    this.onEventsWritten = trigger;
  }

  /** The endpoints of a workspace, those whose registrant left already shown disabled (REGISTRANT_LEFT). */
  async list(em: EntityManager, workspaceId: string): Promise<WebhookEndpoint[]> {
    await disableOrphanedEndpoints(em, { workspaceId });
    return em.find(WebhookEndpoint, { workspace: workspaceId, enable: true }, { orderBy: { registerDate: 'asc' } });
  }

  /** A new endpoint and its signing secret (shown once). */
  async create(
    em: EntityManager,
    userId: string,
    workspaceId: string,
    url: string,
    events: WebhookEventType[],
  ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    await this.assertValid(url, events);
    if ((await em.count(WebhookEndpoint, { workspace: workspaceId, enable: true })) >= WEBHOOK_MAX_ENDPOINTS) {
      throw errors.conflict('WEBHOOK_LIMIT', `At most ${WEBHOOK_MAX_ENDPOINTS} endpoints per workspace.`);
    }
    const secret = newWebhookSecret();
    const endpoint = em.create(WebhookEndpoint, {
      workspace: em.getReference(Workspace, workspaceId),
      url: url.trim(),
      events: [...new Set(events)],
      secret,
      registeredBy: em.getReference(User, userId),
    });
    await em.flush();
    this.announce();
    return { endpoint, secret };
  }

  async update(
    em: EntityManager,
    endpoint: WebhookEndpoint,
    url: string,
    events: WebhookEventType[],
  ): Promise<WebhookEndpoint> {
    await this.assertValid(url, events);
    endpoint.url = url.trim();
    endpoint.events = [...new Set(events)];
    await em.flush();
    return endpoint;
  }

  /**
   * Enables (an admin re-enables after failures: the count starts again) or disables an endpoint.
   * Whoever enables it becomes its registrant: deliveries are read with their access from then on
   * (after REGISTRANT_LEFT, the only way to start it again).
   */
  async setEnabled(
    em: EntityManager,
    actorId: string,
    endpoint: WebhookEndpoint,
    enabled: boolean,
  ): Promise<WebhookEndpoint> {
    if (enabled) endpoint.registeredBy = em.getReference(User, actorId);
    endpoint.enabled = enabled;
    endpoint.consecutiveFailures = 0;
    endpoint.disabledReason = enabled ? null : ('ADMIN' satisfies WebhookDisabledReason);
    await em.flush();
    if (enabled) this.announce();
    return endpoint;
  }

  async remove(em: EntityManager, endpoint: WebhookEndpoint): Promise<void> {
    endpoint.enable = false;
    endpoint.enabled = false;
    await em.flush();
  }

  /** The delivery log of an endpoint, newest first, a page at a time. */
  async deliveries(
    em: EntityManager,
    endpointId: string,
    offset: number,
    size: number,
  ): Promise<{ items: WebhookDelivery[]; total: number }> {
    const [items, total] = await em.findAndCount(
      WebhookDelivery,
      { endpoint: endpointId },
      { orderBy: { registerDate: 'desc', id: 'desc' }, offset, limit: size },
    );
    return { items, total };
  }

  /** Drops the log and the dispatched outbox rows older than 7 days. */
  async prune(em: EntityManager): Promise<number> {
    const before = new Date(Date.now() - WEBHOOK_LOG_DAYS * 24 * 60 * 60 * 1000);
    const deliveries = await em.nativeDelete(WebhookDelivery, { registerDate: { $lt: before } });
    await em.nativeDelete(WebhookEvent, { dispatchedAt: { $lt: before } });
    return deliveries;
  }

  private async assertValid(url: string, events: WebhookEventType[]): Promise<void> {
    const urlError = webhookUrlError(url.trim(), this.settings.allowLoopbackHttp);
    if (urlError) throw errors.badInput('url', urlError, 'The address must be an https URL.');
    if (events.length === 0) throw errors.badInput('events', 'SELECTION_REQUIRED', 'Choose at least one event.');
    // SSRF: the host must be public; each send checks the address it connects to again (DNS may change).
    const refusal = await hostRefusal(new URL(url.trim()), this.egress);
    if (refusal)
      throw errors.badInput('url', 'WEBHOOK_URL_PRIVATE', `The address must be a public internet address: ${refusal}.`);
  }

  /** An endpoint was enabled: this instance knows at once, the others within a second (endpointsExist). */
  private announce(): void {
    this.anyEndpoints = true;
    this.announcedAt = Date.now();
  }

  /** Whether the outbox must write, as last read (never a query inside a flush: see `start`). */
  private endpointsExist(): boolean {
    return this.anyEndpoints;
  }

  /**
   * Whether any endpoint exists, read again in the background every second while none did (an
   * endpoint added on another instance counts here within a second) and every 30 s while some did.
   * Not read inside a flush: the flush may hold a pooled connection in a transaction, and waiting
   * there for a second one starves the pool under load.
   */
  private async readPresence(): Promise<void> {
    const since = Date.now() - this.presenceReadAt;
    if (since < (this.anyEndpoints ? 30_000 : 1_000)) return;
    this.presenceReadAt = Date.now();
    try {
      const { rows } = await this.orm.em
        .getKnex()
        .raw(`${BACKGROUND_STATEMENT} select 1 from webhook_endpoint where enabled and enable limit 1`);
      const row = (rows as unknown[])[0];
      // An endpoint enabled here while the read ran is not undone by it.
      this.anyEndpoints = !!row || (this.anyEndpoints && Date.now() - this.announcedAt < 1_000);
    } catch (err) {
      this.logger.error({ err }, 'webhook presence check failed');
    }
  }
}
