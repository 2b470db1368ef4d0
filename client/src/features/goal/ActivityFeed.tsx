import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { relativeTime } from '../../components/relativeTime';
import { SectionCard } from '../../components/SectionCard';
import { UserAvatar } from '../../components/UserAvatar';
import type { GoalActivityQuery, GoalDetailQuery } from '../../gql/graphql';
import { CommentContent } from '../comment';
import { activitySentence } from './activitySentence';
import { useActivityLookups } from './useActivityLookups';
import type { useGoalActivity } from './useGoalActivity';

interface Props {
  readonly goal: GoalDetailQuery['goal'];
  readonly activity: ReturnType<typeof useGoalActivity>;
}

/** Where a comment row of the feed leads: the goal's comment section. */
export const GOAL_COMMENTS_ANCHOR = 'goal-comments';

type ActivityItem = GoalActivityQuery['goalActivity']['items'][number];

/** Under a comment row, its text (two lines, leading to the comments); under a note row, the note's title as a link. */
function RowSubject({ item }: { readonly item: ActivityItem }) {
  if (item.comment) {
    return (
      <Anchor
        href={`#${GOAL_COMMENTS_ANCHOR}`}
        underline="never"
        c="gray.8"
        display="block"
        pl={8}
        mt={2}
        style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
        data-testid="activity-comment"
      >
        <CommentContent content={item.comment.content} mentions={item.comment.mentions} lineClamp={2} />
      </Anchor>
    );
  }
  if (item.note) {
    return (
      <Anchor component={Link} to={`/note/${item.note.id}`} size="sm" fw={600} data-testid="activity-note">
        {item.note.title}
      </Anchor>
    );
  }
  return null;
}

/**
 * The activity feed (spec 1 section 2): who changed what, newest first, with "load more"; comment
 * and note rows show what was written. A feed that could not be read shows as empty (spec 1 section 7).
 */
export function ActivityFeed({ goal, activity }: Props) {
  const intl = useIntl();
  const viewer = useViewer();
  const lookups = useActivityLookups(goal);
  const now = DateTime.now();

  return (
    <SectionCard
      title={intl.formatMessage({ id: 'goal.activity.heading', defaultMessage: 'Activity' })}
      testId="goal-activity"
    >
      {activity.loading ? (
        <Stack gap="sm">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={28} />
          ))}
        </Stack>
      ) : activity.items.length === 0 ? (
        <Text size="sm" c="gray.6">
          <FormattedMessage id="goal.activity.empty" defaultMessage="Nothing has happened yet." />
        </Text>
      ) : (
        <Stack gap={10}>
          {activity.items.map((item) => {
            const sentence = activitySentence(item, lookups);
            return (
              <Group key={item.id} gap={10} wrap="nowrap" align="flex-start" data-testid="activity-item">
                <UserAvatar user={item.user} nameShown />
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {intl.formatMessage(sentence.message, sentence.values)}
                  </Text>
                  <RowSubject item={item} />
                  <Text
                    size="xs"
                    c="gray.6"
                    title={intl.formatDate(item.createdAt, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: viewer?.timezone,
                    })}
                  >
                    {relativeTime(intl, item.createdAt, now, viewer?.timezone)}
                  </Text>
                </Stack>
              </Group>
            );
          })}
          {activity.hasMore && (
            <Button
              variant="default"
              size="xs"
              onClick={() => void activity.loadMore()}
              loading={activity.loadingMore}
              style={{ alignSelf: 'center' }}
            >
              <FormattedMessage id="goal.list.loadMore" defaultMessage="Load more" />
            </Button>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
