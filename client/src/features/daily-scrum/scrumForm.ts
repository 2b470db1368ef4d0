import { isEmptyItem, SCRUM_LINES_MAX, type ScrumLine } from '@domain/daily-scrum';
import type { ScrumItemInput } from '../../gql/graphql';

/**
 * The item being written (spec 3, issue 16): three sections of editable lines and a note. A line
 * keeps the to-do it came from (prefilled from the planner) and, for a blocker carried over from an
 * earlier item, the day it was first reported, so the team still sees its age.
 */

export type ScrumSection = 'done' | 'today' | 'blockers';

export const SCRUM_SECTIONS: readonly ScrumSection[] = ['done', 'today', 'blockers'];

export interface EditableLine {
  /** Stable while the line is edited (React key, focus after adding). */
  readonly key: string;
  readonly text: string;
  readonly todoId: string | null;
  /** Blockers only: the day first reported, kept when carried over; null for a new blocker. */
  readonly since: string | null;
}

export interface ScrumForm {
  readonly done: readonly EditableLine[];
  readonly today: readonly EditableLine[];
  readonly blockers: readonly EditableLine[];
  readonly note: string;
}

/** Where a form starts: the draft of a new item or the item being edited. */
export interface ScrumSource {
  readonly done: readonly { readonly text: string; readonly todoId?: string | null }[];
  readonly today: readonly { readonly text: string; readonly todoId?: string | null }[];
  readonly blockers: readonly {
    readonly text: string;
    readonly todoId?: string | null;
    readonly since?: string | null;
  }[];
  readonly note: string;
}

let lastKey = 0;
const nextKey = (): string => `line-${(lastKey += 1)}`;

const lineOf = (line: {
  readonly text: string;
  readonly todoId?: string | null;
  readonly since?: string | null;
}): EditableLine => ({
  key: nextKey(),
  text: line.text,
  todoId: line.todoId ?? null,
  since: line.since ?? null,
});

export function formFrom(source: ScrumSource): ScrumForm {
  return {
    done: source.done.map(lineOf),
    today: source.today.map(lineOf),
    blockers: source.blockers.map(lineOf),
    note: source.note,
  };
}

export const EMPTY_FORM: ScrumForm = { done: [], today: [], blockers: [], note: '' };

/** Whether one more line fits in the section (the API keeps at most SCRUM_LINES_MAX). */
export function canAddLine(form: ScrumForm, section: ScrumSection): boolean {
  return form[section].length < SCRUM_LINES_MAX;
}

/** A blank line after the line `afterKey` (at the end without it); null when the section is full. */
export function addLine(
  form: ScrumForm,
  section: ScrumSection,
  afterKey?: string,
): { form: ScrumForm; key: string } | null {
  if (!canAddLine(form, section)) return null;
  const line: EditableLine = { key: nextKey(), text: '', todoId: null, since: null };
  const lines = [...form[section]];
  const at = afterKey === undefined ? -1 : lines.findIndex((entry) => entry.key === afterKey);
  lines.splice(at === -1 ? lines.length : at + 1, 0, line);
  return { form: { ...form, [section]: lines }, key: line.key };
}

export function removeLine(form: ScrumForm, section: ScrumSection, key: string): ScrumForm {
  return { ...form, [section]: form[section].filter((line) => line.key !== key) };
}

/** New text for a line; it keeps its to-do link and its first day. */
export function editLine(form: ScrumForm, section: ScrumSection, key: string, text: string): ScrumForm {
  return { ...form, [section]: form[section].map((line) => (line.key === key ? { ...line, text } : line)) };
}

/** The note replaced, by hand or by a template's content. */
export function withNote(form: ScrumForm, note: string): ScrumForm {
  return { ...form, note };
}

/** What the form sends: a ScrumItemInput with every field present. */
export interface ItemInput extends ScrumItemInput {
  readonly done: ScrumLine[];
  readonly today: ScrumLine[];
  readonly blockers: { text: string; todoId: string | null; since: string | null }[];
  readonly note: string;
}

/** What is sent (a ScrumItemInput): lines trimmed, blank ones left out, links and first days kept; the note trimmed. */
export function itemInputOf(form: ScrumForm): ItemInput {
  const kept = (lines: readonly EditableLine[]) =>
    lines.map((line) => ({ ...line, text: line.text.trim() })).filter((line) => line.text !== '');
  return {
    done: kept(form.done).map(({ text, todoId }) => ({ text, todoId })),
    today: kept(form.today).map(({ text, todoId }) => ({ text, todoId })),
    blockers: kept(form.blockers).map(({ text, todoId, since }) => ({ text, todoId, since })),
    note: form.note.trim(),
  };
}

/** Nothing to post: no line with text and a blank note (the submit button waits). */
export function isBlankForm(form: ScrumForm): boolean {
  const input = itemInputOf(form);
  return isEmptyItem({ ...input, blockers: input.blockers.map((line) => ({ ...line, since: line.since ?? '' })) });
}

/** Whether the form differs from where it started (closing then asks before discarding). */
export function formChanged(start: ScrumForm, now: ScrumForm): boolean {
  return JSON.stringify(itemInputOf(start)) !== JSON.stringify(itemInputOf(now));
}
