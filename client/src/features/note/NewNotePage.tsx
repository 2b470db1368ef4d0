import { Box, Button, Paper, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { IconArrowLeft, IconNote } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { NoticeIcon } from '../../components/NoticeIcon';
import { noteMessages } from './messages';
import { LazyNoteEditor } from './LazyNoteEditor';
import { newTempNoteId, noteTargetFromSearch, type NoteTarget } from './newNote';
import { NoteTitleField } from './NoteTitleField';
import { useGoBack } from './useGoBack';
import { useNoteDraft } from './useNoteDraft';

/**
 * /note/new?goalId=… or ?todoId=… (spec 1 section 2): an empty note to write in, under a temporary
 * id; the first key creates it and the address becomes the real one (useNoteDraft). Without a goal
 * or a to-do: the id-required message; a failed creation shows a red notice and goes back.
 */
export function NewNotePage() {
  const [search] = useSearchParams();
  const target = noteTargetFromSearch(search);
  if (!target) return <IdRequired />;
  return <DraftNote key={search.toString()} target={target} />;
}

function DraftNote({ target }: { readonly target: NoteTarget }) {
  const intl = useIntl();
  const { creating, change } = useNoteDraft(target);
  const [tempId] = useState(() => newTempNoteId());
  const [title, setTitle] = useState('');
  const onContent = useCallback((content: Record<string, unknown>) => change({ content }, 'content'), [change]);

  return (
    <Box p="lg" data-testid="note-draft" data-temp-id={tempId}>
      <Stack gap="md" maw={820} mx="auto">
        <Text size="xs" c="gray.7" role="status" mih={20} data-testid="note-creating">
          {creating
            ? `${intl.formatMessage(noteMessages.creating)} ${intl.formatMessage(noteMessages.tempId, { id: tempId })}`
            : ''}
        </Text>
        <Paper withBorder bg="white" px="xl" py="lg">
          <Stack gap="sm">
            <NoteTitleField
              value={title}
              autoFocus
              onChange={(next) => {
                setTitle(next);
                change({ title: next }, 'title');
              }}
            />
            <LazyNoteEditor
              content={null}
              editable
              onChange={onContent}
              label={intl.formatMessage(noteMessages.contentLabel)}
              placeholder={intl.formatMessage(noteMessages.contentPlaceholder)}
            />
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}

function IdRequired() {
  const intl = useIntl();
  const goBack = useGoBack();
  return (
    <Box p="lg">
      <Paper withBorder bg="white" p="xl" maw={520} mx="auto" data-testid="note-id-required">
        <Notice
          py="lg"
          visual={<NoticeIcon color="orange" icon={IconNote} />}
          title={intl.formatMessage(noteMessages.idRequiredTitle)}
          titleSize={20}
          body={intl.formatMessage(noteMessages.idRequiredBody)}
          actions={
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => goBack()}>
              {intl.formatMessage(noteMessages.goBack)}
            </Button>
          }
        />
      </Paper>
    </Box>
  );
}
