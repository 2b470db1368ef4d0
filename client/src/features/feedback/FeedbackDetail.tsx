import { useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { IconArrowLeft } from '../../components/icons';
import { LoadFailed } from '../../components/LoadFailed';
import { problemOf } from '../../components/ResourceState';
import { FeedbackCard } from './FeedbackCard';
import { useFeedbackChanges } from './feedbackLive';
import { feedbackListPath, feedbackPath } from './feedbackPaths';
import { feedbackMessages } from './messages';
import { FeedbackDetailDocument } from './operations';
import { useMarkSeenOnLeave } from './useMarkSeenOnLeave';

/**
 * /workspace/{workspaceId}/feedback/{feedbackId}: one feedback on its own, highlighted, its comments
 * open, live; a link back to the tab it belongs to. An unread received one is read once seen.
 */
export function FeedbackDetail({
  workspaceId,
  feedbackId,
}: {
  readonly workspaceId: string;
  readonly feedbackId: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(FeedbackDetailDocument, {
    variables: { id: feedbackId },
    fetchPolicy: 'cache-and-network',
  });
  const feedback = data?.feedback ?? null;
  useFeedbackChanges(
    () => void refetch().catch(() => undefined),
    (change) => change.kind === 'FEEDBACK' && change.id === feedbackId,
  );
  const unread = useMemo(
    () => (feedback && feedback.viewerCan.receive && !feedback.isRead ? [feedback.id] : []),
    [feedback],
  );
  useMarkSeenOnLeave(workspaceId, unread);

  // A feedback of another workspace opens under its own workspace.
  useEffect(() => {
    if (feedback && feedback.workspaceId !== workspaceId)
      void navigate(feedbackPath(feedback.workspaceId, feedback.id), { replace: true });
  }, [feedback, workspaceId, navigate]);

  const back = (
    <Anchor
      component={Link}
      to={feedbackListPath(workspaceId, feedback && !feedback.viewerCan.receive ? 'sent' : 'received')}
      size="sm"
      data-testid="feedback-back"
    >
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} />
        {intl.formatMessage(feedbackMessages.backToList)}
      </Group>
    </Anchor>
  );

  if (!feedback && error) {
    const missing = problemOf(error) === 'notFound' || problemOf(error) === 'forbidden';
    return (
      <Stack gap="sm">
        {back}
        <Paper withBorder bg="white" p="lg" radius="md" data-testid="feedback-detail-problem">
          {missing ? (
            <Text size="sm" c="gray.7" ta="center">
              {intl.formatMessage(feedbackMessages.detailNotFound)}
            </Text>
          ) : (
            <LoadFailed
              message={intl.formatMessage(feedbackMessages.detailFailed)}
              retryLabel={intl.formatMessage(feedbackMessages.retry)}
              onRetry={() => void refetch().catch(() => undefined)}
            />
          )}
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="feedback-detail">
      {back}
      {feedback ? (
        <FeedbackCard feedback={feedback} highlighted commentsOpen />
      ) : (
        <Paper withBorder bg="white" p="md" radius="md" aria-busy="true">
          <Group gap={10} mb="sm">
            <Skeleton height={34} circle />
            <Skeleton height={12} width="30%" />
          </Group>
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="60%" />
        </Paper>
      )}
    </Stack>
  );
}
