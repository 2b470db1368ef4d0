import { Box, Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { IconArrowLeft, IconNote } from '../../components/icons';
import { Notice } from '../../components/Notice';
import { NoticeIcon } from '../../components/NoticeIcon';
import { noteMessages } from './messages';
import { newTempNoteId, notePath, noteTargetFromSearch, type NoteTarget } from './newNote';
import { useCreateNote } from './useCreateNote';
import { useGoBack } from './useGoBack';

/**
 * /note/new?goalId=… or ?todoId=… (spec 1 section 2): creates the note under a temporary id, then
 * replaces the address with the real one. Without a goal or a to-do: the id-required message; a
 * failed creation shows a red notice and goes back.
 */
export function NewNotePage() {
  const [search] = useSearchParams();
  const target = noteTargetFromSearch(search);
  if (!target) return <IdRequired />;
  return <CreatingNote key={search.toString()} target={target} />;
}

function CreatingNote({ target }: { readonly target: NoteTarget }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const create = useCreateNote();
  const [tempId] = useState(() => newTempNoteId());
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void create(target).then((outcome) => {
      if (outcome.ok) void navigate(notePath(outcome.data.id), { replace: true });
      else goBack(target.goalId ? `/goal/${target.goalId}` : undefined);
    });
  }, [create, target, navigate, goBack]);

  return (
    <Box p="lg" data-testid="note-creating" data-temp-id={tempId}>
      <Paper withBorder bg="white" p="xl" maw={820} mx="auto">
        <Stack align="center" gap="xs" py="xl" role="status" aria-busy="true">
          <Loader size="sm" />
          <Text fw={600}>{intl.formatMessage(noteMessages.creating)}</Text>
          <Text size="xs" c="gray.6" ff="monospace">
            {intl.formatMessage(noteMessages.tempId, { id: tempId })}
          </Text>
        </Stack>
      </Paper>
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
