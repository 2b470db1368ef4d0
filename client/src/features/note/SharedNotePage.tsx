import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { IconAlert, IconSearchOff } from '../../components/icons';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';
import { Notice } from '../../components/Notice';
import { NoticeIcon } from '../../components/NoticeIcon';
import { LazyNoteEditor } from './LazyNoteEditor';
import { noteMessages } from './messages';
import { SharedNoteDocument } from './operations';

/**
 * /s/{shortCode} (public, spec 1 sections 2 and 6): a shared note, read-only, for anyone while its
 * link is on. An unknown code and a link turned off read the same.
 */
export function SharedNotePage() {
  const intl = useIntl();
  const { shortCode = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(SharedNoteDocument, {
    variables: { code: shortCode },
    fetchPolicy: 'network-only',
  });
  const note = data?.sharedNote ?? null;

  let body;
  if (loading && !data) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true">
        <Skeleton height={28} width="55%" />
        <Skeleton height={14} width="30%" mb="md" />
        <Skeleton height={14} />
        <Skeleton height={14} width="85%" />
      </Stack>
    );
  } else if (error) {
    body = (
      <Notice
        py="xl"
        visual={<NoticeIcon color="red" icon={IconAlert} />}
        title={intl.formatMessage({ id: 'access.error.title', defaultMessage: 'Error occurred while loading data' })}
        titleSize={20}
        body={intl.formatMessage(noteMessages.sharedFailed)}
        actions={
          <Button variant="default" onClick={() => void refetch().catch(() => undefined)}>
            {intl.formatMessage({ id: 'access.error.retry', defaultMessage: 'Try again' })}
          </Button>
        }
      />
    );
  } else if (!note) {
    body = (
      <Notice
        py="xl"
        data-testid="shared-note-unavailable"
        visual={<NoticeIcon color="gray" icon={IconSearchOff} />}
        title={intl.formatMessage(noteMessages.sharedUnavailableTitle)}
        titleSize={20}
        body={intl.formatMessage(noteMessages.sharedUnavailableBody)}
        actions={
          <Button component={Link} to="/">
            {intl.formatMessage(noteMessages.sharedHome)}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Stack gap="lg" data-testid="shared-note">
        <Stack gap={6}>
          <Title order={1} fz={28} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {note.title.trim() || intl.formatMessage(noteMessages.untitled)}
          </Title>
          <Text size="sm" c="gray.6">
            {intl.formatMessage(noteMessages.sharedBy, {
              author: note.authorName,
              date: intl.formatDate(note.updateDate, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Text>
        </Stack>
        <LazyNoteEditor content={note.content} editable={false} label={intl.formatMessage(noteMessages.contentLabel)} />
      </Stack>
    );
  }

  return (
    <Box mih="100vh" bg="gray.0">
      <Group
        justify="space-between"
        px="lg"
        py="sm"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Anchor component={Link} to="/" underline="never" aria-label="Quarter">
          <Logo size={24} />
        </Anchor>
        <LanguageSwitcher />
      </Group>
      <Box p="lg">
        <Paper withBorder bg="white" radius="md" px={40} py={32} maw={820} mx="auto">
          {body}
        </Paper>
      </Box>
    </Box>
  );
}
