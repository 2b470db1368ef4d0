import type { AssistantFeature } from '@domain/assistant-protocol.js';
import type { ChartKind } from '@domain/assistant-tools.js';
import type { SupportedLocale } from '@domain/locale.js';

export type ChatFeature = AssistantFeature;
export type { ChartKind };

/**
 * Requests the assistant cannot carry out yet, said plainly instead of done as something else:
 * a to-do that repeats, deleting to-dos, moving, renaming or completing them, and to-dos over more than a week.
 */
export type Unsupported = 'recurring' | 'delete' | 'change' | 'long-range';

/** What the offline engine read in a message: each part null when the message did not say it. */
export interface Understanding {
  feature: ChatFeature | null;
  /** A day (YYYY-MM-DD). */
  date: string | null;
  /** A span of days (a week), for a weekly report. */
  range: { start: string; end: string } | null;
  /** HH:MM on the quarter hour. */
  startTime: string | null;
  endTime: string | null;
  /** A to-do title. */
  title: string | null;
  /** A colleague's name. */
  person: string | null;
  /** What to look for in notes. */
  phrase: string | null;
  reportType: 'DAILY' | 'WEEKLY' | null;
  /** Which chart, for a chart request. */
  chartKind: ChartKind | null;
  /** What was asked that no tool does: the engine says so rather than calling one. */
  unsupported: Unsupported | null;
}

export const NOTHING_UNDERSTOOD: Understanding = {
  feature: null,
  date: null,
  range: null,
  startTime: null,
  endTime: null,
  title: null,
  person: null,
  phrase: null,
  reportType: null,
  chartKind: null,
  unsupported: null,
};

/**
 * A language's reader: the parts it found, and the text left once they are taken out (a title, a phrase).
 * With a feature picked, the message is read as that feature's request: "onboarding" is what to search for.
 */
export interface LanguageReader {
  locale: SupportedLocale;
  read(text: string, today: string, chosen: ChatFeature | null): Understanding;
}

/** Rounds a time down to its quarter hour, as HH:MM. */
export function quarterTime(hours: number, minutes: number): string | null {
  if (hours < 0 || hours > 24 || minutes < 0 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours).padStart(2, '0')}:${String(Math.floor(minutes / 15) * 15).padStart(2, '0')}`;
}

/** The text in quotes, if any: the surest title or phrase. */
export function quoted(text: string): string | null {
  const match = text.match(/["“”'‘’「『]([^"“”'‘’」』]{1,200})["“”'‘’」』]/);
  return match ? match[1].trim() : null;
}

/** The text with its quoted parts blanked: what is asked for, without the title or phrase it quotes. */
export function unquoted(text: string): string {
  return text.replace(/["“”'‘’「『][^"“”'‘’」』]{1,200}["“”'‘’」』]/g, ' ');
}

/** Collapses spaces and trims punctuation at the ends. */
export function tidy(text: string): string | null {
  const cleaned = text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.!?~:;-]+|[\s,.!?~:;-]+$/g, '')
    .trim();
  return cleaned.length ? cleaned : null;
}
