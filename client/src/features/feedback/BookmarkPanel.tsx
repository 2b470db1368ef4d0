import { Button, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconBookmark } from '../../components/icons';
import { LoadFailed } from '../../components/LoadFailed';
import { UserAvatar } from '../../components/UserAvatar';
import { graphql } from '../../gql';
import type { BookmarkPanel_FeedbackFragment } from '../../gql/graphql';
import classes from './feedback.module.css';
import { useFeedbackChanges, type FeedbackChange } from './feedbackLive';
import { feedbackMessages } from './messages';
import { BookmarkedFeedbackDocument } from './operations';
import { useFeedbackTime } from './useFeedbackTime';
import { usePagedFeedback } from './usePagedFeedback';

const isFeedback = (change: FeedbackChange) => change.kind === 'FEEDBACK';

/**
 * The side panel of bookmarked feedback (spec 3 section 2), newest bookmark first, live; a click
 * opens the Received tab on that feedback.
 */
export function BookmarkPanel({
  workspaceId,
  onOpen,
}: {
  readonly workspaceId: string;
  readonly onOpen: (feedbackId: string) => void;
}) {
  const intl = useIntl();
  const list = usePagedFeedback(BookmarkedFeedbackDocument, 'bookmarkedFeedback', workspaceId);
  useFeedbackChanges(list.refresh, isFeedback);

  return (
    <Paper
      component="aside"
      withBorder
      bg="white"
      radius="md"
      aria-label={intl.formatMessage(feedbackMessages.bookmarksTitle)}
      data-testid="feedback-bookmarks"
      style={{ overflow: 'hidden' }}
    >
      <Group gap={6} px="sm" py={10} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Text c="yellow.7" component="span" style={{ display: 'inline-flex' }}>
          <IconBookmark filled size={16} />
        </Text>
        <Text size="sm" fw={700}>
          {intl.formatMessage(feedbackMessages.bookmarksTitle)}
        </Text>
        {list.total > 0 && (
          <Text size="xs" c="gray.6">
            {list.total}
          </Text>
        )}
      </Group>
      {list.initialLoading ? (
        <Stack gap="sm" p="sm" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Stack key={index} gap={4}>
              <Skeleton height={11} width="40%" />
              <Skeleton height={11} width={`${80 - index * 10}%`} />
            </Stack>
          ))}
        </Stack>
      ) : list.failed ? (
        <Stack p="sm">
          <LoadFailed
            align="flex-start"
            message={intl.formatMessage(feedbackMessages.bookmarksFailed)}
            retryLabel={intl.formatMessage(feedbackMessages.retry)}
            onRetry={list.retry}
          />
        </Stack>
      ) : list.items.length === 0 ? (
        <Text size="xs" c="gray.6" p="sm" data-testid="feedback-bookmarks-empty">
          {intl.formatMessage(feedbackMessages.bookmarksEmpty)}
        </Text>
      ) : (
        <div>
          {list.items.map((feedback) => (
            <BookmarkRow key={feedback.id} feedback={feedback} onOpen={onOpen} />
          ))}
          {list.items.length < list.total && (
            <Group justify="center" p={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => void list.loadMore()}
                loading={list.loadingMore}
              >
                {intl.formatMessage(feedbackMessages.loadMore)}
              </Button>
            </Group>
          )}
        </div>
      )}
    </Paper>
  );
}

function BookmarkRow({
  feedback,
  onOpen,
}: {
  readonly feedback: BookmarkPanel_FeedbackFragment;
  readonly onOpen: (feedbackId: string) => void;
}) {
  const time = useFeedbackTime();
  return (
    <UnstyledButton
      className={classes.bookmarkRow}
      onClick={() => onOpen(feedback.id)}
      data-testid="feedback-bookmark-row"
      data-feedback-ref={feedback.id}
    >
      <Group gap={6} wrap="nowrap" mb={2}>
        <UserAvatar user={feedback.sender} nameShown />
        <Text size="xs" fw={600} truncate="end" style={{ minWidth: 0, flex: 1 }} title={feedback.sender.name}>
          {feedback.sender.name}
        </Text>
        <Text size="xs" c="gray.6" style={{ flex: 'none' }} title={time.full(feedback.registerDate)}>
          {time.relative(feedback.registerDate)}
        </Text>
      </Group>
      <Text size="xs" c="gray.7" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {feedback.content}
      </Text>
    </UnstyledButton>
  );
}

BookmarkPanel.fragments = {
  feedback: graphql(`
    fragment BookmarkPanel_feedback on Feedback {
      id
      content
      registerDate
      bookmarkUpdateDate
      sender {
        ...CardHeader_user
      }
    }
  `),
};
