import { Badge, Box, Group, Paper, Stack, Tooltip } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFollowWorkspace } from '../../app/useFollowWorkspace';
import { useLocation, useParams } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isUuid, ResourceState } from '../../components/ResourceState';
import { graphql } from '../../gql';
import type { NotePage_NoteFragment } from '../../gql/graphql';
import { LazyNoteEditor } from './LazyNoteEditor';
import { noteMessages } from './messages';
import { NoteComments } from './NoteComments';
import { NoteMenu } from './NoteMenu';
import { NoteMeta } from './NoteMeta';
import { NoteSaveStatus } from './NoteSaveStatus';
import { NoteTitleField } from './NoteTitleField';
import { focusAfterCreation } from './newNote';
import { useGoBack } from './useGoBack';
import { useMarkNoteViewed } from './useMarkNoteViewed';
import { useNote } from './useNote';
import { useNoteAutosave } from './useNoteAutosave';

/** /note/{noteId} (spec 1 section 2): the note with its editor, menu and comments. */
export function NotePage() {
  const { noteId } = useParams();
  if (!isUuid(noteId)) return <ResourceState kind="note" problem="notFound" />;
  return <NoteLoader key={noteId} noteId={noteId} />;
}

function NoteLoader({ noteId }: { readonly noteId: string }) {
  const { note, problem, refetch } = useNote(noteId);
  useMarkNoteViewed(note ? noteId : null);
  useFollowWorkspace(note?.workspace?.id);
  if (problem) return <ResourceState kind="note" problem={problem} onRetry={refetch} />;
  if (!note) return <PageSkeleton />;
  return <NoteDetail note={note} />;
}

function NoteDetail({ note }: { readonly note: NotePage_NoteFragment }) {
  const intl = useIntl();
  const goBack = useGoBack();
  const location = useLocation();
  const editable = note.viewerCan.edit;
  const autosave = useNoteAutosave(note.id);
  const [title, setTitle] = useState(note.title);
  // A note just created by its first key (NewNotePage): the keyboard stays where it was typing.
  const [focus] = useState(() => focusAfterCreation(location.state));
  const onContent = useCallback((content: Record<string, unknown>) => autosave.change({ content }), [autosave]);

  const leave = () => goBack(note.goal ? `/goal/${note.goal.id}` : undefined);

  return (
    <Box p="lg" data-testid="note-page">
      <Stack gap="md" maw={820} mx="auto">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
          <NoteMeta note={note} />
          <Group gap="sm" wrap="nowrap" style={{ flex: 'none' }}>
            <NoteSaveStatus status={autosave.status} onRetry={autosave.retry} />
            {!editable && (
              <Tooltip label={intl.formatMessage(noteMessages.readOnlyHint)} withinPortal>
                <Badge variant="light" color="gray" data-testid="note-read-only">
                  {intl.formatMessage(noteMessages.readOnly)}
                </Badge>
              </Tooltip>
            )}
            <NoteMenu note={note} onBeforeLeave={autosave.retry} onDeleted={leave} />
          </Group>
        </Group>
        <Paper withBorder bg="white" px="xl" py="lg">
          <Stack gap="sm">
            <NoteTitleField
              value={title}
              readOnly={!editable}
              autoFocus={editable && focus === 'title'}
              onChange={(next) => {
                setTitle(next);
                autosave.change({ title: next });
              }}
            />
            <LazyNoteEditor
              key={`${note.id}:${String(editable)}`}
              content={note.content}
              editable={editable}
              onChange={onContent}
              autoFocus={editable && focus === 'content'}
              label={intl.formatMessage(noteMessages.contentLabel)}
              placeholder={intl.formatMessage(noteMessages.contentPlaceholder)}
            />
          </Stack>
        </Paper>
        <NoteComments noteId={note.id} />
      </Stack>
    </Box>
  );
}

/** Everything the note page shows and edits. */
NotePage.fragments = {
  note: graphql(`
    fragment NotePage_note on Note {
      id
      title
      content
      location
      registerDate
      updateDate
      bookmarked
      shareEnabled
      shareUrl
      shortUrlCode
      author {
        id
        name
        profileImageUrl
      }
      workspace {
        id
        name
      }
      goal {
        id
        title
      }
      todo {
        id
        title
      }
      viewerCan {
        edit
        share
        delete
      }
    }
  `),
};
