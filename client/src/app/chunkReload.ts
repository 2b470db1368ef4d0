/**
 * Recovery from a failed chunk or dynamic-import load (spec 3 section 8), typically after a deploy
 * replaced the files of the running version: reload the page once. Guarded twice against loops:
 * a flag in the address (a page loaded by this reload never reloads again) and a counter in
 * sessionStorage (at most 2 such reloads per tab session).
 */

export const RELOAD_FLAG = 'reloaded';
const COUNTER_KEY = 'quarter.chunkReloads';
export const MAX_CHUNK_RELOADS = 2;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /ChunkLoadError/i,
  /'text\/html' is not a valid JavaScript MIME type/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const name = (error as { name?: unknown }).name;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

function readCounter(): number {
  try {
    const value = Number(window.sessionStorage.getItem(COUNTER_KEY) ?? '0');
    return Number.isFinite(value) ? value : 0;
  } catch {
    return MAX_CHUNK_RELOADS;
  }
}

/** True when this page is itself the result of a recovery reload. */
export function wasReloadedForChunk(): boolean {
  return new URL(window.location.href).searchParams.has(RELOAD_FLAG);
}

/**
 * Reloads the page once if the guards allow it. Returns true when a reload was started (show
 * "Reloading the module..."), false when the user must refresh by hand.
 */
export function reloadForChunkError(): boolean {
  const count = readCounter();
  if (wasReloadedForChunk() || count >= MAX_CHUNK_RELOADS) return false;
  try {
    window.sessionStorage.setItem(COUNTER_KEY, String(count + 1));
  } catch {
    return false;
  }
  const url = new URL(window.location.href);
  url.searchParams.set(RELOAD_FLAG, '1');
  window.location.replace(url.toString());
  return true;
}

/** Vite reports a failed preload of a lazy chunk with this event; recover from it the same way. */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
