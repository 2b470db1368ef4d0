import { useCallback, useSyncExternalStore } from 'react';

/**
 * The current workspace and the chosen team, kept per user on this device (spec 2 section 3:
 * "Local storage keeps the language, the chosen team and the current workspace per user").
 * One small store, so that the sidebar, the dialogs and the pages agree at once; other tabs follow
 * through the storage event.
 */

export const workspaceKey = (userId: string) => `quarter.currentWorkspace.${userId}`;
export const teamKey = (userId: string) => `quarter.currentTeam.${userId}`;

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('quarter.current')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function read(key: string | null): string | null {
  if (!key) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

export interface Selection {
  /** The stored current workspace id (it may no longer be one of the user's workspaces). */
  readonly workspaceId: string | null;
  /** The stored chosen team id. */
  readonly teamId: string | null;
  /** Makes a workspace current; switching to another workspace resets the chosen team. */
  readonly selectWorkspace: (workspaceId: string | null) => void;
  /** Chooses a team, and its workspace as the current one. */
  readonly selectTeam: (teamId: string | null, workspaceId?: string) => void;
}

export function useSelection(userId: string | null | undefined): Selection {
  const wsKey = userId ? workspaceKey(userId) : null;
  const tmKey = userId ? teamKey(userId) : null;
  const workspaceId = useSyncExternalStore(
    subscribe,
    () => read(wsKey),
    () => null,
  );
  const teamId = useSyncExternalStore(
    subscribe,
    () => read(tmKey),
    () => null,
  );

  const selectWorkspace = useCallback(
    (next: string | null) => {
      if (!wsKey || !tmKey) return;
      if (read(wsKey) === next) return;
      write(wsKey, next);
      write(tmKey, null);
      emit();
    },
    [wsKey, tmKey],
  );

  const selectTeam = useCallback(
    (next: string | null, nextWorkspaceId?: string) => {
      if (!wsKey || !tmKey) return;
      if (read(tmKey) === next && (!nextWorkspaceId || read(wsKey) === nextWorkspaceId)) return;
      if (nextWorkspaceId) write(wsKey, nextWorkspaceId);
      write(tmKey, next);
      emit();
    },
    [wsKey, tmKey],
  );

  return { workspaceId, teamId, selectWorkspace, selectTeam };
}
