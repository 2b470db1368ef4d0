import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TODO_AUTOSAVE_MS } from '@domain/todo-status';
import { createAutosave } from './autosave';

// The to-do drawer's content autosave: it knows the saved content, so an unchanged text is not sent.
// (The note page's merged patches and one-save-at-a-time are tested in features/note/noteAutosave.test.ts.)
describe('content autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 1000 ms after the last change', async () => {
    const save = vi.fn();
    const autosave = createAutosave({ delay: TODO_AUTOSAVE_MS, saved: { content: '' }, save });
    autosave.change({ content: 'a' });
    await vi.advanceTimersByTimeAsync(600);
    autosave.change({ content: 'ab' });
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ content: 'ab' });
    expect(autosave.dirty()).toBe(false);
  });

  it('flush saves the pending value at once and the timer does not save it again', async () => {
    const save = vi.fn();
    const autosave = createAutosave({ delay: TODO_AUTOSAVE_MS, saved: { content: 'x' }, save });
    autosave.change({ content: 'xy' });
    expect(autosave.dirty()).toBe(true);
    await autosave.flush();
    expect(save).toHaveBeenCalledWith({ content: 'xy' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save a value equal to the saved one, nor after cancel', async () => {
    const save = vi.fn();
    const autosave = createAutosave({ delay: TODO_AUTOSAVE_MS, saved: { content: 'same' }, save });
    autosave.change({ content: 'other' });
    autosave.change({ content: 'same' });
    expect(autosave.dirty()).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    autosave.change({ content: 'gone' });
    autosave.cancel();
    await autosave.flush();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the same value again after a failed save', async () => {
    const save = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const autosave = createAutosave({ delay: TODO_AUTOSAVE_MS, saved: { content: '' }, save });
    autosave.change({ content: 'text' });
    await autosave.flush();
    autosave.change({ content: 'text' });
    await autosave.flush();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
