import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoteAutosave, NOTE_AUTOSAVE_DELAY_MS, type NotePatch, type NoteSaveStatus } from './noteAutosave';

function deferred() {
  let resolve!: (ok: boolean) => void;
  const promise = new Promise<boolean>((done) => (resolve = done));
  return { promise, resolve };
}

describe('note autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 1 s after the last change, with title and content merged', async () => {
    const sent: NotePatch[] = [];
    const statuses: NoteSaveStatus[] = [];
    const autosave = createNoteAutosave({
      save: async (patch) => void sent.push(patch),
      onStatus: (s) => statuses.push(s),
    });
    autosave.change({ title: 'A' });
    await vi.advanceTimersByTimeAsync(600);
    autosave.change({ content: { type: 'doc' } });
    autosave.change({ title: 'AB' });
    await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ title: 'AB', content: { type: 'doc' } }]);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
    expect(autosave.dirty()).toBe(false);
  });

  it('flush() saves at once (leaving the page) and does nothing when all is saved', async () => {
    const save = vi.fn(async () => true);
    const autosave = createNoteAutosave({ save });
    await autosave.flush();
    expect(save).not.toHaveBeenCalled();
    autosave.change({ title: 'x' });
    await autosave.flush();
    expect(save).toHaveBeenCalledWith({ title: 'x' });
    await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never sends two saves at once: a change during a save goes after it', async () => {
    const first = deferred();
    const sent: NotePatch[] = [];
    const save = vi.fn((patch: NotePatch) => {
      sent.push(patch);
      return sent.length === 1 ? first.promise : Promise.resolve(true);
    });
    const autosave = createNoteAutosave({ save });
    autosave.change({ title: 'one' });
    await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_DELAY_MS);
    autosave.change({ title: 'two' });
    await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_DELAY_MS);
    expect(sent).toEqual([{ title: 'one' }]);
    expect(autosave.status()).toBe('pending');
    first.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ title: 'one' }, { title: 'two' }]);
    expect(autosave.status()).toBe('saved');
  });

  it('keeps a failed patch for the next try, newer fields winning', async () => {
    let fail = true;
    const sent: NotePatch[] = [];
    const autosave = createNoteAutosave({
      save: async (patch) => {
        sent.push(patch);
        if (fail) throw new Error('offline');
      },
    });
    autosave.change({ title: 'old', content: { type: 'doc' } });
    await vi.advanceTimersByTimeAsync(NOTE_AUTOSAVE_DELAY_MS);
    expect(autosave.status()).toBe('error');
    expect(autosave.dirty()).toBe(true);
    fail = false;
    autosave.change({ title: 'new' });
    await autosave.flush();
    expect(sent[1]).toEqual({ title: 'new', content: { type: 'doc' } });
    expect(autosave.status()).toBe('saved');
  });
});
