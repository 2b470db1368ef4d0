import { DateTime } from 'luxon';

/**
 * The daily scrum's shared rules (spec 3, issue 16): an item is three sections (done, today,
 * blockers) of short lines, each line optionally linking a to-do of its author, and a free note.
 * A blocker keeps the day it was first reported, so the team sees how long it has been open.
 */
export interface ScrumLine {
  text: string;
  todoId: string | null;
}

export interface ScrumBlocker extends ScrumLine {
  /** The scrum day it was first reported (ISO date). */
  since: string;
}

export interface ScrumSections {
  done: ScrumLine[];
  today: ScrumLine[];
  blockers: ScrumBlocker[];
  note: string;
}

export const SCRUM_LINE_MAX = 300;
export const SCRUM_LINES_MAX = 30;
export const SCRUM_NOTE_MAX = 3000;
export const SCRUM_TEMPLATE_TITLE_MAX = 100;

/** Whole days a blocker has been open on a scrum day (0 on the day it was reported). */
export function blockerAgeDays(since: string, scrumDate: string): number {
  return Math.max(0, Math.round(DateTime.fromISO(scrumDate).diff(DateTime.fromISO(since), 'days').days));
}

/** Whether an item says anything at all. */
export function isEmptyItem(sections: ScrumSections): boolean {
  return sections.done.length + sections.today.length + sections.blockers.length === 0 && sections.note.trim() === '';
}

export interface ScrumHeadings {
  done: string;
  today: string;
  blockers: string;
}

/** The item as markdown (its `content`, for search, the assistant and notifications): headed sections, then the note. */
export function scrumItemMarkdown(sections: ScrumSections, headings: ScrumHeadings): string {
  const block = (heading: string, lines: ScrumLine[]) =>
    lines.length ? [`## ${heading}`, ...lines.map((line) => `- ${line.text}`)].join('\n') : '';
  return [
    block(headings.done, sections.done),
    block(headings.today, sections.today),
    block(headings.blockers, sections.blockers),
    sections.note.trim(),
  ]
    .filter(Boolean)
    .join('\n\n');
}
