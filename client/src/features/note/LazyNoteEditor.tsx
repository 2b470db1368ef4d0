import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { NoteEditorProps } from './editor/NoteEditor';

/** ProseMirror stays in its own chunk, fetched only where a note is shown. */
const NoteEditor = lazy(() => import('./editor/NoteEditor'));

function EditorSkeleton({ editable }: { readonly editable: boolean }) {
  return (
    <Stack gap="sm" data-testid="note-editor-loading">
      {editable && <Skeleton height={40} radius="md" />}
      <Skeleton height={14} width="90%" />
      <Skeleton height={14} width="75%" />
      <Skeleton height={14} width="82%" />
    </Stack>
  );
}

export function LazyNoteEditor(props: NoteEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton editable={props.editable} />}>
      <NoteEditor {...props} />
    </Suspense>
  );
}
