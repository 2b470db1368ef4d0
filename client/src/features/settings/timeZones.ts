/** IANA time zones of this browser, labelled with their current UTC offset: "(GMT+09:00) Asia/Seoul". */

function offsetLabel(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((entry) => entry.type === 'timeZoneName');
    const value = part?.value ?? 'GMT';
    return value === 'GMT' ? 'GMT+00:00' : value;
  } catch {
    return 'GMT';
  }
}

function offsetMinutes(label: string): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(label);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export interface TimeZoneOption {
  readonly value: string;
  readonly label: string;
}

let cached: TimeZoneOption[] | null = null;

export function timeZoneOptions(): TimeZoneOption[] {
  if (cached) return cached;
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = ['Asia/Seoul', 'Asia/Ho_Chi_Minh', 'UTC'];
  }
  const now = new Date();
  cached = zones
    .map((zone) => {
      const offset = offsetLabel(zone, now);
      return { value: zone, label: `(${offset}) ${zone.replace(/_/g, ' ')}`, minutes: offsetMinutes(offset) };
    })
    .sort((a, b) => a.minutes - b.minutes || a.value.localeCompare(b.value))
    .map(({ value, label }) => ({ value, label }));
  return cached;
}

/** The options, with `zone` added when the browser's list lacks it (for example "UTC"). */
export function timeZoneOptionsWith(...zones: Array<string | null | undefined>): TimeZoneOption[] {
  const options = timeZoneOptions();
  const missing = zones.filter((zone): zone is string => !!zone && !options.some((option) => option.value === zone));
  const unique = [...new Set(missing)];
  return unique.length === 0
    ? options
    : [...unique.map((zone) => ({ value: zone, label: `(${offsetLabel(zone, new Date())}) ${zone}` })), ...options];
}
