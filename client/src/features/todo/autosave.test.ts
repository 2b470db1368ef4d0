import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TODO_AUTOSAVE_MS } from '@domain/todo-status';
import { createAutosave } from './autosave';

describe('content autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 1000 ms after the last change', () => {
    const save = vi.fn();
    const autosave = createAutosave({ delay: TODO_AUTOSAVE_MS, initial: '', save });
    autosave.change('a');
    vi.advanceTimersByTime(600);
    autosave.change('ab');
    vi.advanceTimersByTime(999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab');
    expect(autosave.pending()).toBe(false);
  });

  it('flush saves the pending value at once and the timer does not save it again', async () => {
    const save = vi.fn();
    const autosave = createAutosave({ delay: TODO_AUTOSAVE_MS, initial: 'x', save });
    autosave.change('xy');
    expect(autosave.pending()).toBe(true);
    await autosave.flush();
    expect(save).toHaveBeenCalledWith('xy');
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save a value equal to the saved one, nor after cancel', async () => {
    const save = vi.fn();
    const autosave = createAutosave({ delay: TODO_AUTOSAVE_MS, initial: 'same', save });
    autosave.change('other');
    autosave.change('same');
    expect(autosave.pending()).toBe(false);
    vi.advanceTimersByTime(2000);
    autosave.change('gone');
    autosave.cancel();
    await autosave.flush();
    vi.advanceTimersByTime(2000);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends the same value again after a failed save', async () => {
    const save = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const autosave = createAutosave({ delay: TODO_AUTOSAVE_MS, initial: '', save });
    autosave.change('text');
    await autosave.flush();
    autosave.change('text');
    await autosave.flush();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
