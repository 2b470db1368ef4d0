import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach } from 'vitest';

export interface DomRoot {
  /** The element the component renders into (a new one for each test). */
  readonly container: () => HTMLDivElement;
  readonly render: (node: ReactNode) => void;
}

/**
 * A React root in jsdom for the tests of a file: a fresh one before each test, unmounted after, with
 * what Mantine reads of a browser that jsdom lacks (matchMedia, document.fonts).
 */
export function useDomRoot(): DomRoot {
  let container: HTMLDivElement;
  let root: Root;
  beforeAll(() => {
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
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener() {}, removeEventListener() {} },
        configurable: true,
      });
  });
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    container: () => container,
    render(node) {
      act(() => root.render(node));
    },
  };
}
