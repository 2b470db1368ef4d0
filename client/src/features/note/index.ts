/**
 * What other areas mount from notes: lists, the "New note" button, the ready-made sections of the
 * goal page and the to-do drawer, and the document editor (reports). None of these carries
 * ProseMirror (the editor is a lazy chunk).
 */
export { CreateNoteButton } from './CreateNoteButton';
export { GoalNotesCard } from './GoalNotesCard';
export { LazyNoteEditor } from './LazyNoteEditor';
export { NoteList } from './NoteList';
export { TodoNotes } from './TodoNotes';
export { newNoteHref, notePath, type NoteTarget } from './newNote';
export { SetNoteBookmarkDocument } from './operations';
