import { useCallback, useEffect, useState } from 'react';

/** The sidebar's collapse state, kept per user on this device (spec 2 section 2). */
const keyFor = (userId: string) => `quarter.sidebarCollapsed.${userId}`;

function read(userId: string | null | undefined): boolean {
  if (!userId) return false;
  try {
    return window.localStorage.getItem(keyFor(userId)) === '1';
  } catch {
    return false;
  }
}

export function useSidebarCollapsed(userId: string | null | undefined): [boolean, (next: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => read(userId));

  useEffect(() => {
    setCollapsed(read(userId));
  }, [userId]);

  const update = useCallback(
    (next: boolean) => {
      setCollapsed(next);
      if (!userId) return;
      try {
        window.localStorage.setItem(keyFor(userId), next ? '1' : '0');
      } catch {
        // storage unavailable: the state lasts for this page only
      }
    },
    [userId],
  );

  return [collapsed, update];
}
