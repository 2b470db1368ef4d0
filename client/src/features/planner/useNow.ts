import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useViewer } from '../../app/useViewer';

export interface Now {
  /** Today in the viewer's time zone, YYYY-MM-DD. */
  readonly date: string;
  readonly hours: number;
  readonly minutes: number;
}

function nowIn(zone: string): Now {
  let time = DateTime.now().setZone(zone);
  if (!time.isValid) time = DateTime.now();
  return { date: time.toISODate() ?? '', hours: time.hour, minutes: time.minute };
}

/** The viewer's current date and time, updated at each new minute (the now-line and "today"). */
export function useNow(): Now {
  const viewer = useViewer();
  const zone = viewer?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [now, setNow] = useState(() => nowIn(zone));

  useEffect(() => {
    setNow(nowIn(zone));
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(nowIn(zone));
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50);
    return () => clearTimeout(timer);
  }, [zone]);

  return now;
}
