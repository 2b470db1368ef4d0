/**
 * Debounced saving of a text (the drawer's content, spec 1 section 9: 1000 ms after the last
 * keystroke). flush() saves what is pending at once (closing the drawer); a value equal to the last
 * saved one is not sent again.
 */
export interface Autosave<T> {
  /** A new value: (re)starts the timer. */
  change(value: T): void;
  /** Saves the pending value now, if any; resolves when that save is done. */
  flush(): Promise<void>;
  /** Drops the pending value without saving. */
  cancel(): void;
  /** Whether a value waits to be saved. */
  pending(): boolean;
}

export interface AutosaveOptions<T> {
  readonly delay: number;
  /** The value as last saved (or loaded). */
  readonly initial: T;
  /** Saves; resolving to false (a failed save) lets the same value be sent again later. */
  readonly save: (value: T) => Promise<boolean | void> | boolean | void;
  readonly equals?: (a: T, b: T) => boolean;
}

export function createAutosave<T>({ delay, initial, save, equals = Object.is }: AutosaveOptions<T>): Autosave<T> {
  let saved = initial;
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const flush = async () => {
    clear();
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    if (equals(value, saved)) return;
    const previous = saved;
    saved = value;
    if ((await save(value)) === false) saved = previous;
  };

  return {
    change(value) {
      clear();
      if (equals(value, saved)) {
        waiting = null;
        return;
      }
      waiting = { value };
      timer = setTimeout(() => void flush(), delay);
    },
    flush,
    cancel() {
      clear();
      waiting = null;
    },
    pending: () => waiting !== null,
  };
}
