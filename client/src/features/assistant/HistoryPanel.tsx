import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePagedList } from '../../apollo/usePagedList';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailed } from '../../components/LoadFailed';
import type { HistoryItem_SessionFragment } from '../../gql/graphql';
import classes from './assistant.module.css';
import { HistoryItem } from './HistoryItem';
import { assistantMessages } from './messages';
import { AssistantSessionsDocument } from './operations';
import { useDeleteAssistantSession } from './useDeleteAssistantSession';

const PAGE_SIZE = 20;

interface Props {
  /** The conversation on screen. */
  readonly activeId: string;
  /** The conversation being opened. */
  readonly opening: string | null;
  readonly onOpen: (id: string) => void;
  /** A conversation was deleted (the one on screen starts over). */
  readonly onDeleted: (id: string) => void;
}

/** The left panel of past conversations (assistantSessions), newest first, 20 at a time: open one, or delete it after a confirmation. */
export function HistoryPanel({ activeId, opening, onOpen, onDeleted }: Props) {
  const intl = useIntl();
  const list = usePagedList(AssistantSessionsDocument, 'assistantSessions', {
    variables: { offset: 0, size: PAGE_SIZE },
    skip: false,
  });
  const [doomed, setDoomed] = useState<HistoryItem_SessionFragment | null>(null);
  const [remove, { loading: removing }] = useDeleteAssistantSession();

  const confirmDelete = async () => {
    if (!doomed) return;
    const outcome = await remove(doomed.id);
    if (outcome.ok) onDeleted(doomed.id);
    setDoomed(null);
  };

  return (
    <nav
      className={classes.history}
      aria-label={intl.formatMessage(assistantMessages.historyTitle)}
      data-testid="assistant-history"
    >
      <Text size="xs" fw={700} c="gray.7" px={14} pt={12} pb={6}>
        {intl.formatMessage(assistantMessages.historyTitle)}
      </Text>
      <div className={classes.historyList}>
        {!list.shown && list.loading && (
          <Stack gap={8} px={6} pt={4}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={48} radius="sm" />
            ))}
          </Stack>
        )}
        {!list.shown && list.error && (
          <LoadFailed
            message={intl.formatMessage(assistantMessages.historyLoadFailed)}
            retryLabel={intl.formatMessage(assistantMessages.historyRetry)}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.shown && list.items.length === 0 && (
          <Text size="xs" c="gray.7" px={8} py={6} data-testid="assistant-history-empty">
            {intl.formatMessage(assistantMessages.historyEmpty)}
          </Text>
        )}
        {list.items.map((session) => (
          <HistoryItem
            key={session.id}
            session={session}
            active={session.id === activeId}
            busy={session.id === opening}
            onOpen={() => onOpen(session.id)}
            onDelete={() => setDoomed(session)}
          />
        ))}
        {list.items.length < list.total && (
          <Button
            variant="subtle"
            size="compact-xs"
            fullWidth
            mt={4}
            loading={list.loadingMore}
            onClick={() => void list.loadMore()}
          >
            {intl.formatMessage(assistantMessages.historyLoadMore)}
          </Button>
        )}
      </div>
      <ConfirmDialog
        opened={doomed !== null}
        title={intl.formatMessage(assistantMessages.deleteTitle)}
        confirmLabel={intl.formatMessage(assistantMessages.deleteConfirm)}
        loading={removing}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDoomed(null)}
      >
        {intl.formatMessage(assistantMessages.deleteText, { title: doomed?.title ?? '' })}
      </ConfirmDialog>
    </nav>
  );
}
