import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createdNoteState, isBlankDraft, notePath, type NoteFocus, type NoteTarget } from './newNote';
import type { NotePatch } from './noteAutosave';
import { useCreateNote, type NoteDraft } from './useCreateNote';
import { useGoBack } from './useGoBack';
import { useUpdateNoteById } from './useUpdateNote';

/** What changed between what the server has and what was typed since. */
function patchOf(sent: NoteDraft, typed: NoteDraft): NotePatch {
  return {
    ...(typed.title !== sent.title ? { title: typed.title } : {}),
    ...(typed.content && typed.content !== sent.content ? { content: typed.content } : {}),
  };
}

/**
 * A new note before it exists (spec 1: content only when not blank): nothing is created until the
 * first key. Then createNote with what was typed, an update with whatever was typed meanwhile, and
 * the note's own page in place of /note/new, the keyboard where it was. A note opened and left blank
 * never exists. A refused creation shows its toast and goes back.
 */
export function useNoteDraft(target: NoteTarget) {
  const create = useCreateNote();
  const update = useUpdateNoteById();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [creating, setCreating] = useState(false);
  const typed = useRef<NoteDraft>({ title: '', content: null });
  const focus = useRef<NoteFocus>('title');
  const started = useRef(false);

  const createNow = useCallback(async () => {
    const first = typed.current;
    const outcome = await create(target, first);
    if (!outcome.ok) return goBack(target.goalId ? `/goal/${target.goalId}` : undefined);
    // The page's code first (its note is in the cache), so that the switch is at once and no key
    // lands in the draft after the last update.
    await import('./NotePage');
    for (let sent = first; typed.current !== sent;) {
      const next = typed.current;
      await update(outcome.data.id, patchOf(sent, next));
      sent = next;
    }
    await navigate(notePath(outcome.data.id), { replace: true, state: createdNoteState(focus.current) });
  }, [create, update, navigate, goBack, target]);

  const change = useCallback(
    (patch: Partial<NoteDraft>, field: NoteFocus) => {
      typed.current = { ...typed.current, ...patch };
      focus.current = field;
      if (started.current || isBlankDraft(typed.current.title, typed.current.content)) return;
      started.current = true;
      setCreating(true);
      void createNow();
    },
    [createNow],
  );

  return { creating, change };
}
