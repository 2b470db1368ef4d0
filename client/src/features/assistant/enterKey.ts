/**
 * What Enter does in the chat input (spec 3 section 5): Enter sends, Shift+Enter makes a new line,
 * and Enter while an input method is composing (Korean, Vietnamese, Japanese...) does neither: it
 * belongs to the IME, which commits the syllable. Browsers say so by `isComposing`, and some
 * (Safari, older Chrome) only by keyCode 229 on the keydown that ends the composition.
 */
export interface EnterKeyEvent {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly isComposing?: boolean;
  readonly keyCode?: number;
}

export const IME_KEY_CODE = 229;

export type EnterAction = 'send' | 'newline' | 'none';

/** 'send' for a plain Enter, 'newline' for Shift+Enter (the textarea's own), 'none' for any other key or while composing. */
export function enterAction(event: EnterKeyEvent): EnterAction {
  if (event.key !== 'Enter') return 'none';
  if (event.isComposing || event.keyCode === IME_KEY_CODE) return 'none';
  return event.shiftKey ? 'newline' : 'send';
}

/** A message may be sent: something besides white space, and no answer is being waited for. */
export const canSend = (text: string, loading: boolean): boolean => !loading && text.trim().length > 0;
