import { createAutosave, type Autosave, type AutosaveStatus } from '../../components/autosave';

/**
 * The note page's autosave (components/autosave.ts): title and content changes merge into one
 * patch, sent 1 s after the last change, never two saves at once, a failed patch kept for the next try.
 */

export const NOTE_AUTOSAVE_DELAY_MS = 1_000;

export type NoteSaveStatus = AutosaveStatus;

export type NotePatch = {
  readonly title?: string;
  readonly content?: Record<string, unknown>;
};

export type NoteAutosave = Autosave<NotePatch>;

export interface NoteAutosaveOptions {
  /** Sends a patch; false or a rejection marks the save failed. */
  readonly save: (patch: NotePatch) => Promise<boolean | void>;
  readonly onStatus?: (status: NoteSaveStatus) => void;
  readonly delay?: number;
}

export function createNoteAutosave({
  save,
  onStatus,
  delay = NOTE_AUTOSAVE_DELAY_MS,
}: NoteAutosaveOptions): NoteAutosave {
  return createAutosave<NotePatch>({ save, onStatus, delay });
}
