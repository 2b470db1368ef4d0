import { EMPTY_NOTE_DOC } from '@domain/note-schema';

/**
 * /note/new (spec 1 section 2): what the address asks for, and the temporary id shown while the note
 * is being created (it starts with `temp_` and is replaced by the real id once the server answers).
 */

export const TEMP_NOTE_PREFIX = 'temp_';

/** Where a new note goes: a goal or a to-do (exactly one), and for a to-do optionally a workspace. */
export type NoteTarget =
  | { readonly goalId: string; readonly todoId?: undefined; readonly workspaceId?: string }
  | { readonly todoId: string; readonly goalId?: undefined; readonly workspaceId?: string };

export function isTempNoteId(id: string | null | undefined): boolean {
  return !!id && id.startsWith(TEMP_NOTE_PREFIX);
}

/** A fresh temporary id; `random` is injectable for tests. */
export function newTempNoteId(random: () => string = () => crypto.randomUUID()): string {
  return `${TEMP_NOTE_PREFIX}${random()}`;
}

/** The target named by /note/new?goalId=… or ?todoId=… (goal wins if both); null without one. */
export function noteTargetFromSearch(search: URLSearchParams): NoteTarget | null {
  const goalId = search.get('goalId')?.trim() || null;
  const todoId = search.get('todoId')?.trim() || null;
  const workspaceId = search.get('workspaceId')?.trim() || undefined;
  if (goalId) return workspaceId ? { goalId, workspaceId } : { goalId };
  if (todoId) return workspaceId ? { todoId, workspaceId } : { todoId };
  return null;
}

/** The address that creates a note on `target`. */
export function newNoteHref(target: NoteTarget): string {
  const search = new URLSearchParams();
  if (target.goalId) search.set('goalId', target.goalId);
  else if (target.todoId) search.set('todoId', target.todoId);
  if (target.workspaceId) search.set('workspaceId', target.workspaceId);
  return `/note/new?${search.toString()}`;
}

export const notePath = (noteId: string): string => `/note/${noteId}`;

/** The address of a note's PDF (GET /notes/{id}/export.pdf). */
export const notePdfPath = (noteId: string): string => `/notes/${encodeURIComponent(noteId)}/export.pdf`;

/** Where the keyboard was when a new note's first key created it: the note page focuses it there. */
export type NoteFocus = 'title' | 'content';

/** The navigation state that NewNotePage hands the note page it opens. */
export const createdNoteState = (focus: NoteFocus) => ({ createdNoteFocus: focus });

/** The field to focus from the note page's navigation state, or null (an ordinary visit). */
export function focusAfterCreation(state: unknown): NoteFocus | null {
  const focus = state && typeof state === 'object' ? (state as { createdNoteFocus?: unknown }).createdNoteFocus : null;
  return focus === 'title' || focus === 'content' ? focus : null;
}

/** Nothing typed yet: an empty title (spaces count as nothing) and the empty document. */
export function isBlankDraft(title: string, content: unknown): boolean {
  return title.trim() === '' && (content == null || JSON.stringify(content) === JSON.stringify(EMPTY_NOTE_DOC));
}
