/**
 * Automatic saving of an edited item (a note's title and content, a to-do's content), debounced
 * (spec 1 section 9: 1000 ms after the last change). Changes merge into one patch, so a save sends
 * only what changed. Saves never overlap: a change made while one is on its way waits for it and
 * goes next. A failed save keeps its patch for the next try (a later change or flush()).
 *
 * With `saved` (the values as loaded), a field changed back to its last saved value is not sent.
 */

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export type Patch = Readonly<Record<string, unknown>>;

export interface Autosave<P extends Patch> {
  /** A change: merged into the pending patch; the timer starts again. */
  change(patch: P): void;
  /** Sends what is pending now (leaving the page, closing the drawer); resolves when nothing is on its way. */
  flush(): Promise<void>;
  /** Drops what is pending without saving it. */
  cancel(): void;
  /** Whether something is not saved yet (pending, on its way, or failed). */
  dirty(): boolean;
  status(): AutosaveStatus;
}

export interface AutosaveOptions<P extends Patch> {
  /** Sends a patch; false or a rejection marks the save failed. */
  readonly save: (patch: P) => Promise<boolean | void> | boolean | void;
  readonly delay: number;
  /** The values as last saved (or loaded): a change back to them is not sent again. */
  readonly saved?: P;
  readonly onStatus?: (status: AutosaveStatus) => void;
}

export function createAutosave<P extends Patch>({
  save,
  delay,
  saved: initial,
  onStatus,
}: AutosaveOptions<P>): Autosave<P> {
  let pending: P | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: AutosaveStatus = 'idle';
  // The status to return to when nothing waits any more: what the last save did.
  let settled: AutosaveStatus = 'idle';
  // The last saved value of each field, when the caller keeps track of them (`saved`).
  const saved: Record<string, unknown> | null = initial ? { ...initial } : null;

  const setStatus = (next: AutosaveStatus) => {
    if (next !== 'pending' && next !== 'saving') settled = next;
    if (next === current) return;
    current = next;
    onStatus?.(next);
  };

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  /** The patch without the fields that equal their saved value; null when nothing is left. */
  const unsaved = (patch: P): P | null => {
    if (!saved) return patch;
    const left = Object.entries(patch).filter(([field, value]) => !(field in saved && Object.is(saved[field], value)));
    return left.length > 0 ? (Object.fromEntries(left) as P) : null;
  };

  /**
   * Nothing waits any more (cancelled, or changed back to what is saved): the status says that a save
   * is on its way, or what the last one did; a failed patch that is no longer wanted is no error.
   */
  const settle = () => setStatus(inFlight ? 'saving' : settled === 'error' ? 'saved' : settled);

  const send = async (patch: P) => {
    setStatus('saving');
    let ok: boolean;
    try {
      ok = (await save(patch)) !== false;
    } catch {
      ok = false;
    }
    if (ok && saved) Object.assign(saved, patch);
    // What changed meanwhile is newer than the failed patch and wins over it.
    if (!ok) pending = { ...patch, ...pending };
    setStatus(!ok ? 'error' : pending ? 'pending' : 'saved');
  };

  const flush = async (): Promise<void> => {
    clearTimer();
    while (inFlight) await inFlight;
    if (!pending) return;
    const patch = pending;
    pending = null;
    inFlight = send(patch).finally(() => {
      inFlight = null;
    });
    await inFlight;
  };

  return {
    change(patch) {
      clearTimer();
      pending = unsaved({ ...pending, ...patch } as P);
      if (!pending) return settle();
      setStatus('pending');
      timer = setTimeout(() => void flush(), delay);
    },
    flush,
    cancel() {
      clearTimer();
      pending = null;
      settle();
    },
    dirty: () => pending !== null || inFlight !== null,
    status: () => current,
  };
}
