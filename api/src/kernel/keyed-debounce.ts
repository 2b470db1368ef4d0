/**
 * Runs an action once per key after a quiet time: calls for the same key within `waitMs` of each
 * other become one, run `waitMs` after the last (a burst of reactions is one notification).
 * In-process: each instance debounces what it handled.
 */
export class KeyedDebounce {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly waitMs: number,
    private readonly onError: (err: unknown) => void,
  ) {}

  call(key: string, action: () => Promise<void>): void {
    clearTimeout(this.timers.get(key));
    const timer = setTimeout(() => {
      this.timers.delete(key);
      action().catch(this.onError);
    }, this.waitMs);
    timer.unref();
    this.timers.set(key, timer);
  }
}
