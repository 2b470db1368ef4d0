import { describe, expect, it } from 'vitest';
import { canSend, enterAction } from './enterKey';

describe('the chat input keys', () => {
  it('sends on Enter and leaves Shift+Enter to make a new line', () => {
    expect(enterAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(enterAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(enterAction({ key: 'a', shiftKey: false })).toBe('none');
  });

  it('does nothing with Enter while an input method composes', () => {
    expect(enterAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
    expect(enterAction({ key: 'Enter', shiftKey: false, isComposing: false, keyCode: 229 })).toBe('none');
    expect(enterAction({ key: 'Enter', shiftKey: true, isComposing: true })).toBe('none');
  });

  it('blocks a blank message and a message while an answer is awaited', () => {
    expect(canSend('  \n ', false)).toBe(false);
    expect(canSend('할 일 보여줘', true)).toBe(false);
    expect(canSend(' 할 일 보여줘 ', false)).toBe(true);
  });
});
