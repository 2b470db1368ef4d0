import { useQuery } from '@apollo/client/react';
import { Badge, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../../components/LoadFailed';
import { PersonLabel } from '../../components/PersonLabel';
import { graphql } from '../../gql';
import type { RequestDialog_RequestFragment } from '../../gql/graphql';
import classes from './feedback.module.css';
import { LinkedTodoList } from './LinkedTodoList';
import { feedbackMessages } from './messages';
import { LinkedRequestDocument } from './operations';
import { useFeedbackTime } from './useFeedbackTime';

/** "See request" (spec 3 section 2): the request a feedback answers, read again by its id. */
export function RequestDialog({
  requestId,
  onClose,
}: {
  readonly requestId: string | null;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={requestId !== null}
      onClose={onClose}
      title={<Text fw={700}>{intl.formatMessage(feedbackMessages.requestTitle)}</Text>}
      size="lg"
    >
      {requestId && <RequestBody requestId={requestId} />}
    </Modal>
  );
}

function RequestBody({ requestId }: { readonly requestId: string }) {
  const intl = useIntl();
  const time = useFeedbackTime();
  const { data, error, refetch } = useQuery(LinkedRequestDocument, {
    variables: { id: requestId },
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.feedbackRequest;
  if (!request && error) {
    return (
      <LoadFailed
        message={intl.formatMessage(feedbackMessages.requestFailed)}
        retryLabel={intl.formatMessage(feedbackMessages.retry)}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!request) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={22} width="50%" />
        <Skeleton height={48} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="feedback-request-dialog">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <PersonLabel user={request.sender} />
          <Text size="sm" c="gray.6" style={{ flex: 'none' }}>
            →
          </Text>
          <PersonLabel user={request.receiver} />
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
          <RequestStateBadge request={request} />
          <Text size="xs" c="gray.6" title={time.full(request.registerDate)}>
            {time.relative(request.registerDate)}
          </Text>
        </Group>
      </Group>
      <Text size="sm" className={classes.content}>
        {request.content}
      </Text>
      <LinkedTodoList todos={request.todos} />
    </Stack>
  );
}

function RequestStateBadge({ request }: { readonly request: RequestDialog_RequestFragment }) {
  const intl = useIntl();
  const state = request.isCancelled
    ? feedbackMessages.requestCancelled
    : request.isRejected
      ? feedbackMessages.requestRejected
      : request.isCompleted
        ? feedbackMessages.requestCompleted
        : null;
  if (!state) return null;
  return (
    <Badge
      size="sm"
      radius="sm"
      variant="light"
      tt="none"
      color={request.isCompleted && !request.isCancelled ? 'teal' : request.isRejected ? 'red' : 'gray'}
    >
      {intl.formatMessage(state)}
    </Badge>
  );
}

RequestDialog.fragments = {
  request: graphql(`
    fragment RequestDialog_request on FeedbackRequest {
      ...RequestCard_request
    }
  `),
};
