import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { reportMessages } from './messages';
import type { ReportList } from './useReportLists';
import { LoadFailed } from '../../components/LoadFailed';

interface Props {
  readonly list: ReportList<{ readonly id: string }>;
  readonly label: string;
  readonly empty: string;
  readonly testId: string;
  readonly children: ReactNode;
}

/** A report list with all its states: skeleton rows, the error with a retry, the empty sentence, "load more". */
export function ReportListPanel({ list, label, empty, testId, children }: Props) {
  const intl = useIntl();
  if (list.initialLoading) {
    return (
      <Paper withBorder bg="white" p="md" aria-busy="true">
        <Stack gap="md">
          {[0, 1, 2].map((index) => (
            <Stack key={index} gap={6}>
              <Skeleton height={14} width={`${70 - index * 12}%`} />
              <Skeleton height={12} width="30%" />
            </Stack>
          ))}
        </Stack>
      </Paper>
    );
  }
  if (list.failed) {
    return (
      <Paper withBorder bg="white" p="lg">
        <LoadFailed
          message={intl.formatMessage(reportMessages.loadFailed)}
          retryLabel={intl.formatMessage(reportMessages.retry)}
          onRetry={list.retry}
        />
      </Paper>
    );
  }
  if (list.items.length === 0) {
    return (
      <Paper withBorder bg="white" p="xl" data-testid={`${testId}-empty`}>
        <Text size="sm" c="gray.6" ta="center">
          {empty}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      <Paper
        component="section"
        withBorder
        bg="white"
        aria-label={label}
        data-testid={testId}
        style={{ overflow: 'hidden' }}
      >
        {children}
      </Paper>
      <Group justify="space-between">
        <Text size="xs" c="gray.6">
          {intl.formatMessage(reportMessages.showing, { shown: list.items.length, total: list.total })}
        </Text>
        {list.items.length < list.total && (
          <Button variant="default" size="xs" onClick={() => void list.loadMore()} loading={list.loadingMore}>
            {intl.formatMessage(reportMessages.loadMore)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
