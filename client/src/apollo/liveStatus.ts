import { useSyncExternalStore } from 'react';

/**
 * Whether the live views (subscriptions) can run at this address. A browser cannot read why a
 * WebSocket handshake failed; when the socket closes before it ever opened, the client asks the
 * server (POST /live/origin) whether this page's origin may open sockets. If not, live updates are
 * off, and the shell says so with the reason and the addresses that would work.
 */
export type LiveStatus =
  | { readonly state: 'unknown' | 'on' }
  | { readonly state: 'refused'; readonly origin: string | null; readonly acceptedOrigins: readonly string[] };

let status: LiveStatus = { state: 'unknown' };
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: LiveStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

/** The socket opened: live updates are on. */
export function liveSocketOpened(): void {
  if (status.state !== 'on') set({ state: 'on' });
}

/** The socket closed before it ever opened: ask the server once whether this origin is refused. */
export function liveSocketFailedToOpen(fetchImpl: typeof fetch = fetch): Promise<void> {
  if (status.state === 'on' || status.state === 'refused') return Promise.resolve();
  asking ??= fetchImpl('/live/origin', { method: 'POST', credentials: 'same-origin' })
    .then((response) =>
      response.ok
        ? (response.json() as Promise<{ accepted: boolean; origin: string | null; acceptedOrigins: string[] }>)
        : null,
    )
    .then((answer) => {
      if (answer && !answer.accepted)
        set({ state: 'refused', origin: answer.origin, acceptedOrigins: answer.acceptedOrigins });
    })
    .catch(() => undefined)
    .finally(() => {
      asking = null;
    });
  return asking;
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

/** For tests: back to the state of a new page. */
export function resetLiveStatus(): void {
  status = { state: 'unknown' };
  asking = null;
}
