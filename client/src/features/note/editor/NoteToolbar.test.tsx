import { MantineProvider } from '@mantine/core';
import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ko from '../locales/ko-KR.json';
import { NoteToolbar, type NoteToolbarHandle } from './NoteToolbar';
import type { ToolbarState } from './toolbarState';

const PLAIN: ToolbarState = {
  heading: null,
  list: null,
  codeBlock: false,
  blockquote: false,
  bold: false,
  italic: false,
  code: false,
  link: false,
};
const messages = ko as Record<string, string>;

let container: HTMLDivElement;
let root: Root;
const run = vi.fn();
const onEscape = vi.fn();
const handle = createRef<NoteToolbarHandle>();

function render(state: ToolbarState) {
  act(() => {
    root.render(
      <MantineProvider>
        <IntlProvider locale="ko-KR" messages={messages}>
          <NoteToolbar ref={handle} state={state} run={run} currentHref={() => ''} onEscape={onEscape} />
        </IntlProvider>
      </MantineProvider>,
    );
  });
}

const buttons = () => Array.from(container.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button'));
const named = (id: string) => buttons().find((button) => button.getAttribute('aria-label') === messages[id])!;
const tabStops = () => buttons().filter((button) => button.tabIndex === 0);
const focused = () => document.activeElement?.getAttribute('aria-label');
function press(key: string, init: KeyboardEventInit = {}) {
  act(() => {
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
    );
  });
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Mantine reads the colour scheme; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  run.mockClear();
  onEscape.mockClear();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the note toolbar by keyboard', () => {
  it('is one tab stop, on the first button to begin with', () => {
    render(PLAIN);
    expect(buttons()).toHaveLength(12);
    expect(tabStops()).toEqual([named('note.editor.heading1')]);
  });

  it('moves with ←/→ (wrapping) and Home/End, and the tab stop follows the focus', () => {
    render(PLAIN);
    act(() => handle.current!.focus());
    expect(focused()).toBe(messages['note.editor.heading1']);
    press('ArrowRight');
    expect(focused()).toBe(messages['note.editor.heading2']);
    press('End');
    expect(focused()).toBe(messages['note.editor.quote']);
    press('ArrowRight');
    expect(focused()).toBe(messages['note.editor.heading1']);
    press('ArrowLeft');
    expect(focused()).toBe(messages['note.editor.quote']);
    press('Home');
    expect(focused()).toBe(messages['note.editor.heading1']);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(focused()).toBe(messages['note.editor.codeBlock']);
    expect(tabStops()).toEqual([named('note.editor.codeBlock')]);
    // Shift+arrows and Up/Down are not the toolbar's.
    press('ArrowRight', { shiftKey: true });
    press('ArrowDown');
    expect(focused()).toBe(messages['note.editor.codeBlock']);
  });

  it('passes over disabled buttons, and falls back to the first when its stop is disabled', () => {
    render(PLAIN);
    act(() => named('note.editor.bold').focus());
    expect(tabStops()).toEqual([named('note.editor.bold')]);
    // In a code block the inline formats are off.
    render({ ...PLAIN, codeBlock: true });
    expect(named('note.editor.bold').disabled).toBe(true);
    expect(tabStops()).toEqual([named('note.editor.heading1')]);
    act(() => named('note.editor.checklist').focus());
    press('ArrowRight');
    expect(focused()).toBe(messages['note.editor.codeBlock']);
  });

  it('runs a format with Enter or Space as any button, and Esc goes back to the text', () => {
    render(PLAIN);
    act(() => handle.current!.focus());
    press('ArrowRight');
    act(() => (document.activeElement as HTMLButtonElement).click());
    expect(run).toHaveBeenCalledTimes(1);
    press('Escape');
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});
