/**
 * Automatic saving of a note (title and content), debounced like the to-do content (spec 1 section 9:
 * 1000 ms after the last change). Changes to the title and to the content merge into one patch, so a
 * save sends only what changed. Saves never overlap: a change made while one is on its way waits for
 * it and goes next. A failed save keeps its patch for the next try (a later change or flush()).
 */

export const NOTE_AUTOSAVE_DELAY_MS = 1_000;

export type NoteSaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface NotePatch {
  readonly title?: string;
  readonly content?: Record<string, unknown>;
}

export interface NoteAutosave {
  /** A change: merged into the pending patch; the timer starts again. */
  change(patch: NotePatch): void;
  /** Sends what is pending now (leaving the page); resolves when nothing is on its way. */
  flush(): Promise<void>;
  /** Whether something is not saved yet (pending, on its way, or failed). */
  dirty(): boolean;
  status(): NoteSaveStatus;
}

export interface NoteAutosaveOptions {
  /** Sends a patch; false or a rejection marks the save failed. */
  readonly save: (patch: NotePatch) => Promise<boolean | void>;
  readonly onStatus?: (status: NoteSaveStatus) => void;
  readonly delay?: number;
}

export function createNoteAutosave({ save, onStatus, delay = NOTE_AUTOSAVE_DELAY_MS }: NoteAutosaveOptions): NoteAutosave {
  let pending: NotePatch | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let current: NoteSaveStatus = 'idle';

  const setStatus = (next: NoteSaveStatus) => {
    if (next === current) return;
    current = next;
    onStatus?.(next);
  };

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const send = async (patch: NotePatch) => {
    setStatus('saving');
    let ok: boolean;
    try {
      ok = (await save(patch)) !== false;
    } catch {
      ok = false;
    }
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
      pending = { ...pending, ...patch };
      setStatus('pending');
      clearTimer();
      timer = setTimeout(() => void flush(), delay);
    },
    flush,
    dirty: () => pending !== null || inFlight !== null,
    status: () => current,
  };
}
