import { useCallback, useEffect, useRef, useState } from 'react';
import { createNoteAutosave, type NoteAutosave, type NotePatch, type NoteSaveStatus } from './noteAutosave';
import { useUpdateNote } from './useUpdateNote';

/**
 * The note page's autosave: 1 s after typing stops, and at once when the page is left (another
 * route, or the tab closing); the browser asks before closing while something is unsaved.
 */
export function useNoteAutosave(noteId: string) {
  const save = useUpdateNote(noteId);
  const saveRef = useRef(save);
  const [status, setStatus] = useState<NoteSaveStatus>('idle');
  const autosaveRef = useRef<NoteAutosave | null>(null);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  if (!autosaveRef.current) {
    autosaveRef.current = createNoteAutosave({ save: (patch) => saveRef.current(patch), onStatus: setStatus });
  }

  useEffect(() => {
    const autosave = autosaveRef.current!;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.dirty()) return;
      void autosave.flush();
      event.preventDefault();
    };
    const onPageHide = () => void autosave.flush();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
      void autosave.flush();
    };
  }, []);

  const change = useCallback((patch: NotePatch) => autosaveRef.current!.change(patch), []);
  const retry = useCallback(() => void autosaveRef.current!.flush(), []);
  return { status, change, retry };
}
