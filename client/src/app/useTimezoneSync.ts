import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { UpdateProfileDocument } from '../apollo/operations';
import type { SessionUserFragment } from '../gql/graphql';

/**
 * Spec 2 section 4 / spec 3 section 9: when the user's stored time zone differs from the browser's,
 * update the user and reload the page; checked on load and on window focus. A time zone the server
 * refuses is not tried again in this tab, so that a refusal can never cause a reload loop.
 *
 * One exception, so that the time zone field of the settings page means something: a time zone the
 * user picked by hand on this device is kept (until they pick another one) instead of being
 * replaced by the browser's at the next focus.
 */

const REFUSED_KEY = 'quarter.timezoneRefused';
const choiceKey = (userId: string) => `quarter.timezoneChoice.${userId}`;

/** Remembers (or forgets, with null) a time zone chosen by hand in the settings on this device. */
export function rememberTimezoneChoice(userId: string, zone: string | null): void {
  try {
    if (zone) window.localStorage.setItem(choiceKey(userId), zone);
    else window.localStorage.removeItem(choiceKey(userId));
  } catch {
    // ignore
  }
}

function chosenByHand(userId: string, zone: string): boolean {
  try {
    return window.localStorage.getItem(choiceKey(userId)) === zone;
  } catch {
    return false;
  }
}

export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

function wasRefused(zone: string): boolean {
  try {
    return window.sessionStorage.getItem(REFUSED_KEY) === zone;
  } catch {
    return true;
  }
}

function markRefused(zone: string): void {
  try {
    window.sessionStorage.setItem(REFUSED_KEY, zone);
  } catch {
    // ignore
  }
}

export function useTimezoneSync(viewer: SessionUserFragment | null): void {
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const busy = useRef(false);
  const viewerTimezone = viewer?.timezone ?? null;
  const viewerId = viewer?.id ?? null;

  useEffect(() => {
    if (!viewerTimezone || !viewerId || chosenByHand(viewerId, viewerTimezone)) return;

    const check = async () => {
      const zone = browserTimeZone();
      if (!zone || zone === viewerTimezone || busy.current || wasRefused(zone)) return;
      busy.current = true;
      try {
        const result = await updateProfile({ variables: { input: { timezone: zone } } });
        if (result.data?.updateProfile.timezone === zone) {
          window.location.reload();
        } else {
          markRefused(zone);
        }
      } catch {
        markRefused(zone);
      } finally {
        busy.current = false;
      }
    };

    void check();
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [viewerTimezone, viewerId, updateProfile]);
}
