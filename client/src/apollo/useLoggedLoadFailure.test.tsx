import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoggedLoadFailure } from './useLoggedLoadFailure';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ error }: { readonly error: unknown }) {
  useLoggedLoadFailure(error, 'the categories');
  return null;
}

afterEach(() => vi.restoreAllMocks());

describe('a load shown as an empty list', () => {
  it('logs its failure once, and nothing while it loads fine', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe error={undefined} />));
    expect(log).not.toHaveBeenCalled();
    const failure = new Error('Network down');
    act(() => root.render(<Probe error={failure} />));
    act(() => root.render(<Probe error={failure} />));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Quarter: the categories could not be loaded; shown as an empty list.', failure);
    act(() => root.unmount());
  });
});
