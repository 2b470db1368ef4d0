import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../../components/LoadFailed';
import { feedbackMessages } from './messages';
import type { FeedbackList } from './usePagedFeedback';

interface Props {
  readonly list: FeedbackList<{ readonly id: string }>;
  readonly label: string;
  /** The empty state: a sentence, and the next action. */
  readonly empty: string;
  readonly emptyAction?: ReactNode;
  readonly testId: string;
  /** Above the cards (the "refresh" prompt of received requests). */
  readonly notice?: ReactNode;
  readonly children: ReactNode;
}

/** A list of cards with all its states: skeleton cards, the error with a retry, the empty sentence with the next action, "load more". */
export function FeedbackListPanel({ list, label, empty, emptyAction, testId, notice, children }: Props) {
  const intl = useIntl();
  if (list.initialLoading) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid={`${testId}-loading`}>
        {[0, 1, 2].map((index) => (
          <Paper key={index} withBorder bg="white" p="md" radius="md">
            <Group gap={10} mb="sm" wrap="nowrap">
              <Skeleton height={34} circle />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={12} width="30%" />
                <Skeleton height={10} width="18%" />
              </Stack>
            </Group>
            <Skeleton height={12} width={`${86 - index * 14}%`} mb={6} />
            <Skeleton height={12} width="48%" />
          </Paper>
        ))}
      </Stack>
    );
  }
  if (list.failed) {
    return (
      <Paper withBorder bg="white" p="lg" radius="md">
        <LoadFailed
          message={intl.formatMessage(feedbackMessages.loadFailed)}
          retryLabel={intl.formatMessage(feedbackMessages.retry)}
          onRetry={list.retry}
        />
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {notice}
      {list.items.length === 0 ? (
        <Paper withBorder bg="white" p="xl" radius="md" data-testid={`${testId}-empty`}>
          <Stack gap="md" align="center">
            <Text size="sm" c="gray.7" ta="center" maw={420}>
              {empty}
            </Text>
            {emptyAction}
          </Stack>
        </Paper>
      ) : (
        <>
          <Stack component="section" gap="sm" aria-label={label} data-testid={testId}>
            {children}
          </Stack>
          <Group justify="space-between">
            <Text size="xs" c="gray.6">
              {intl.formatMessage(feedbackMessages.showing, { shown: list.items.length, total: list.total })}
            </Text>
            {list.items.length < list.total && (
              <Button
                variant="default"
                size="xs"
                onClick={() => void list.loadMore()}
                loading={list.loadingMore}
                data-testid={`${testId}-more`}
              >
                {intl.formatMessage(feedbackMessages.loadMore)}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
