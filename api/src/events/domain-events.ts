import type { Logger } from '../logger.js';

/**
 * What happened in the organisation, for whoever must react (the notifications area turns these
 * into notifications): `type: fields`. Each module declares the events it emits in its
 * `<area>.module.ts` by declaration merging. Emitted after the change is committed; delivered in this
 * process only, so a listener that writes something runs exactly once however many instances there are.
 */
export interface DomainEventMap {}

export type DomainEvent = {
  [Type in keyof DomainEventMap]: { type: Type } & DomainEventMap[Type];
}[keyof DomainEventMap];

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
