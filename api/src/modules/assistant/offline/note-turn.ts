import type { ReadNoteOutput } from '@domain/assistant-tools.js';
import type { SupportedLocale } from '@domain/locale.js';
import { asksForSummary, noteAnswer, noteSummary } from './note-reading.js';
import { REPLIES } from './replies.js';

/** The note the chat is scoped to, as the read_note tool returned it. */
export type ScopedNote = Pick<ReadNoteOutput, 'noteId' | 'title' | 'text'>;

/** On the note page, without a model: a summary when one is asked for, otherwise the note's sentences that answer the question. */
export function answerAboutNote(
  text: string,
  locale: SupportedLocale,
  note: ScopedNote,
  say: (text: string) => void,
): void {
  const replies = REPLIES[locale];
  const title = note.title.trim() || replies.untitled;
  if (!note.text.trim()) return say(replies.noteEmpty(title));
  if (asksForSummary(text)) return say(replies.noteSummary(title, noteSummary(note.text)));
  const found = noteAnswer(text, note.text);
  say(found.length ? replies.noteAnswer(title, found) : replies.noteNoAnswer(title));
}
