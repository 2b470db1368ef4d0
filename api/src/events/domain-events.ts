import type { Logger } from '../logger.js';

/**
 * What happened in the organisation, for whoever must react (the notifications area turns these
 * into notifications). Emitted after the change is committed; delivered in this process only, so a
 * listener that writes something runs exactly once however many instances there are.
 */
export type DomainEvent =
  | { type: 'workspace_invite'; workspaceId: string; invitationId: string; actorId: string; recipientId: string }
  | { type: 'workspace_join'; workspaceId: string; actorId: string; joinedUserId: string; recipientIds: string[] }
  | { type: 'team_invite'; workspaceId: string; teamId: string; actorId: string; recipientId: string }
  | { type: 'workspace_out'; workspaceId: string; actorId: string; recipientId: string }
  | { type: 'team_out'; workspaceId: string; teamId: string; actorId: string; recipientId: string }
  /** The to-do area clears that user's to-dos' link to the goal (spec 1 section 4). */
  | { type: 'goal_participant_removed'; goalId: string; userId: string; workspaceId: string }
  /** The to-do area hides (or brings back) that user's own to-dos of the goal. */
  | { type: 'goal_hidden'; goalId: string; userId: string }
  | { type: 'goal_revealed'; goalId: string; userId: string };

export type DomainEventType = DomainEvent['type'];
type Listener<T extends DomainEventType> = (event: Extract<DomainEvent, { type: T }>) => Promise<void> | void;
type AnyListener = (event: DomainEvent) => Promise<void> | void;

export class DomainEvents {
  private readonly listeners = new Map<DomainEventType, AnyListener[]>();
  /** Every event emitted, newest last; kept short, for diagnostics and tests. */
  readonly recent: DomainEvent[] = [];

  constructor(private readonly logger: Logger) {}

  on<T extends DomainEventType>(type: T, listener: Listener<T>): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener as unknown as AnyListener]);
  }

  /** Runs the listeners; a failing listener is logged and never fails the action that emitted. */
  async emit(event: DomainEvent): Promise<void> {
    this.recent.push(event);
    if (this.recent.length > 200) this.recent.shift();
    for (const listener of this.listeners.get(event.type) ?? []) {
      try {
        await listener(event);
      } catch (err) {
        this.logger.error({ err, event }, 'domain event listener failed');
      }
    }
  }
}
