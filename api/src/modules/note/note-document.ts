import { noteMarkdown, parseNoteDoc, type NoteDocJson } from '@domain/note-schema.js';
import { NOTE_TITLE_MAX } from '@domain/text-limits.js';
import { errors } from '../../graphql/errors.js';

/** Titles of documents written in the note editor (notes, reports). */
export const DOCUMENT_TITLE_MAX = NOTE_TITLE_MAX;

/** A title as stored: trimmed, at most 200 characters (BAD_USER_INPUT TITLE_TOO_LONG). */
export function validTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length > DOCUMENT_TITLE_MAX)
    throw errors.badInput('title', 'TITLE_TOO_LONG', `The title can be at most ${DOCUMENT_TITLE_MAX} characters.`);
  return trimmed;
}

/** A document of the note editor, checked against its schema, with its derived markdown (BAD_USER_INPUT INVALID_DOCUMENT). */
export function validDoc(content: unknown): { json: NoteDocJson; markdown: string } {
  const doc = parseNoteDoc(content);
  if (!doc) throw errors.badInput('content', 'INVALID_DOCUMENT', 'The content is not a valid document.');
  return { json: doc.toJSON() as NoteDocJson, markdown: noteMarkdown(doc) };
}

/** A note with neither a title nor text (one just opened and left): kept from the drive and the goal feed. */
export function isBlankNote(note: { title: string; markdownContent: string }): boolean {
  return note.title.trim() === '' && note.markdownContent.trim() === '';
}

/** isBlankNote in SQL, for a note aliased `n`. */
export const NOTE_NOT_BLANK_SQL = "(btrim(n.title) <> '' or btrim(n.markdown_content) <> '')";
