// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, MAX_CHUNK_RELOADS, reloadForChunkError } from './chunkReload';

describe('module load recovery', () => {
  const replace = vi.fn();

  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/planner');
    replace.mockReset();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/planner', replace });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once with a flag in the address', () => {
    expect(reloadForChunkError()).toBe(true);
    expect(replace).toHaveBeenCalledWith('http://localhost/planner?reloaded=1');
  });

  it('does not reload a page that came from such a reload', () => {
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/planner?reloaded=1', replace });
    expect(reloadForChunkError()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('reloads at most twice per tab session', () => {
    for (let index = 0; index < MAX_CHUNK_RELOADS; index += 1) expect(reloadForChunkError()).toBe(true);
    expect(reloadForChunkError()).toBe(false);
    expect(replace).toHaveBeenCalledTimes(MAX_CHUNK_RELOADS);
  });
});
