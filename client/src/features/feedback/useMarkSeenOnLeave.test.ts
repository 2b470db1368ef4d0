// @vitest-environment jsdom
import { act, createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mark = vi.hoisted(() => vi.fn());
vi.mock('./useMarkFeedbackRead', () => ({ useMarkFeedbackRead: () => mark }));
const { useMarkSeenOnLeave } = await import('./useMarkSeenOnLeave');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ unread }: { readonly unread: readonly string[] }) {
  useMarkSeenOnLeave('w1', unread);
  return null;
}

function mount(unread: readonly string[], strict = false) {
  const root = createRoot(document.createElement('div'));
  const render = (ids: readonly string[]) => {
    const probe = createElement(Probe, { unread: ids });
    act(() => root.render(strict ? createElement(StrictMode, null, probe) : probe));
  };
  render(unread);
  return { render, unmount: () => act(() => root.unmount()) };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('received feedback is read when the viewer leaves the Received tab', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mark.mockClear();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('marks the unread cards shown on leaving, not before', () => {
    const view = mount(['a', 'b'], true);
    vi.runAllTimers();
    expect(mark).not.toHaveBeenCalled();
    view.render(['a', 'b', 'c']);
    view.unmount();
    vi.runAllTimers();
    expect(mark).toHaveBeenCalledWith('w1', ['a', 'b', 'c']);
  });

  it('marks them when the page is hidden, each once', () => {
    const view = mount(['a']);
    hide();
    expect(mark).toHaveBeenLastCalledWith('w1', ['a']);
    view.render(['a', 'd']);
    view.unmount();
    vi.runAllTimers();
    expect(mark).toHaveBeenLastCalledWith('w1', ['d']);
  });
});
