import { Box, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useFollowWorkspace } from '../../app/useFollowWorkspace';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isUuid, ResourceState } from '../../components/ResourceState';
import { SectionCard } from '../../components/SectionCard';
import { CommentThread, commentMessages } from '../comment';
import { GoalNotesCard } from '../note';
import { GoalTodosCard } from '../todo';
import { ActivityFeed, GOAL_COMMENTS_ANCHOR } from './ActivityFeed';
import { GoalActionsMenu } from './GoalActionsMenu';
import { GoalBreadcrumb } from './GoalBreadcrumb';
import { GoalParticipants } from './GoalParticipants';
import { GoalDescription } from './GoalDescription';
import { GoalPropertiesCard } from './GoalPropertiesCard';
import { GoalTitleEditor } from './GoalTitleEditor';
import { IndicatorCard } from './IndicatorCard';
import { RelatedGoals } from './RelatedGoals';
import { RevealGoalButton } from './RevealGoalButton';
import { SharingSection } from './SharingSection';
import { SubtaskList } from './SubtaskList';
import { useGoalActivity } from './useGoalActivity';
import { useGoalPage } from './useGoalPage';

/** /goal/{goalId} (spec 1 section 2): a goal with its hierarchy, people, indicator, sharing, activity and comments. */
export function GoalDetailPage() {
  const { goalId } = useParams();
  if (!isUuid(goalId)) return <ResourceState kind="goal" problem="notFound" />;
  return <GoalDetail key={goalId} goalId={goalId} />;
}

function GoalDetail({ goalId }: { readonly goalId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const activity = useGoalActivity(goalId);
  const { goal, problem, refetch } = useGoalPage(goalId, activity.refetch);
  useFollowWorkspace(goal?.team.workspace.id);

  if (problem) return <ResourceState kind="goal" problem={problem} onRetry={refetch} />;
  if (!goal) return <PageSkeleton />;

  return (
    <Box p="lg" data-testid="goal-detail">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <GoalBreadcrumb team={goal.team} ancestors={goal.ancestors} />
            <GoalTitleEditor goal={goal} />
          </Stack>
          <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
            {goal.viewerHidden && <RevealGoalButton goal={goal} />}
            <GoalActionsMenu
              goal={goal}
              onDeleted={() => void navigate(`/team/${goal.team.id}/goal`, { replace: true })}
            />
          </Group>
        </Group>
        {goal.viewerHidden && (
          <Text size="xs" c="gray.6">
            <FormattedMessage
              id="goal.detail.hiddenNote"
              defaultMessage="You have hidden this goal: it is not in your lists."
            />
          </Text>
        )}
        <GoalPropertiesCard goal={goal} />
        <GoalDescription goal={goal} />
        <GoalParticipants goal={goal} />
        <IndicatorCard goal={goal} />
        <GoalTodosCard goalId={goal.id} />
        <GoalNotesCard goalId={goal.id} canCreate={goal.viewerCan.edit} />
        <SubtaskList goal={goal} />
        <RelatedGoals goal={goal} />
        <SharingSection goal={goal} />
        <ActivityFeed goal={goal} activity={activity} />
        <SectionCard
          title={intl.formatMessage(commentMessages.heading)}
          testId="goal-comments"
          id={GOAL_COMMENTS_ANCHOR}
        >
          <CommentThread target={{ goalId: goal.id }} onChange={activity.refetch} />
        </SectionCard>
      </Stack>
    </Box>
  );
}
