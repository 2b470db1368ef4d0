import { useQuery } from '@apollo/client/react';
import { Box, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { GOAL_VISIBILITIES, isOneOf, type GoalVisibility } from '@domain/goal-display';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { IconPlus, IconTarget } from '../../components/icons';
import { PageSkeleton } from '../../components/PageSkeleton';
import { ResourceState } from '../../components/ResourceState';
import { CreateGoalDialog } from './CreateGoalDialog';
import { GoalBoard } from './GoalBoard';
import { GoalListToolbar } from './GoalListToolbar';
import { GoalTable } from './GoalTable';
import { goalMessages } from './messages';
import { GoalsDocument } from './operations';
import { useGoalDisplaySetting } from './useGoalDisplaySetting';
import { useGoalList } from './useGoalList';

interface Props {
  /** The team of /team/{teamId}/goal; null for every team of the viewer (/goal). */
  readonly teamId: string | null;
  readonly heading: ReactNode;
  readonly subheading?: ReactNode;
  /** Teams a new goal may go to (asked in the dialog when there is no teamId), and whose changes keep the list live. */
  readonly teams: readonly { readonly id: string; readonly name: string }[];
}

/** The goal list of one team or of all the viewer's teams, with its filters, settings, views and paging. */
export function GoalListView({ teamId, heading, subheading, teams }: Props) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const raw = params.get('visibility') ?? 'VISIBLE';
  const visibility: GoalVisibility = isOneOf(GOAL_VISIBILITIES, raw) ? raw : 'VISIBLE';
  const [creating, setCreating] = useState(false);
  const { loaded, setting, save } = useGoalDisplaySetting();
  const list = useGoalList({
    teamId,
    visibility,
    setting,
    liveTeamIds: teamId ? [teamId] : teams.map((team) => team.id),
    skip: !loaded,
  });
  // An empty list asks once whether there is any goal at all (hidden or finished long ago): none
  // means a new team, whose empty state invites the first goal rather than blaming the filters.
  const listEmpty =
    loaded && !list.initialLoading && !list.problem && list.items.length === 0 && visibility !== 'HIDDEN';
  const anyGoal = useQuery(GoalsDocument, {
    variables: {
      filter: { teamId: teamId ?? undefined, visibility: 'ALL', completedPeriod: 'ALL' },
      offset: 0,
      size: 1,
    },
    skip: !listEmpty,
    fetchPolicy: 'network-only',
  });
  const noGoalsYet = listEmpty && anyGoal.data?.goals.total === 0;

  const onVisibility = (next: GoalVisibility) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'VISIBLE') copy.delete('visibility');
        else copy.set('visibility', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <Box p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            {subheading}
            <Title order={1} fz={20} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {heading}
            </Title>
          </Stack>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            disabled={!teamId && teams.length === 0}
            style={{ flex: 'none' }}
            data-testid="new-goal"
          >
            {intl.formatMessage(goalMessages.newGoal)}
          </Button>
        </Group>
        <GoalListToolbar
          visibility={visibility}
          onVisibility={onVisibility}
          setting={setting}
          onSetting={(change) => void save(change)}
        />
        {list.problem ? (
          <ResourceState kind="goal" problem={list.problem} onRetry={list.refetch} />
        ) : list.initialLoading || !loaded ? (
          <PageSkeleton rows={5} />
        ) : list.items.length === 0 ? (
          <EmptyList
            hidden={visibility === 'HIDDEN'}
            noGoalsYet={noGoalsYet}
            teamPage={!!teamId}
            onCreate={() => setCreating(true)}
            canCreate={!!teamId || teams.length > 0}
          />
        ) : (
          <>
            {setting.viewType === 'board' ? (
              <GoalBoard goals={list.items} properties={setting.displayProperties} />
            ) : (
              <GoalTable goals={list.items} properties={setting.displayProperties} grouping={setting.grouping} />
            )}
            <Group justify="space-between">
              <Text size="xs" c="gray.6" data-testid="goal-count">
                <FormattedMessage
                  id="goal.list.count"
                  defaultMessage="{shown} of {total} goals"
                  values={{ shown: list.items.length, total: list.total }}
                />
              </Text>
              {list.items.length < list.total && (
                <Button
                  variant="default"
                  size="xs"
                  loading={list.loadingMore}
                  onClick={() => void list.loadMore()}
                  data-testid="goal-load-more"
                >
                  <FormattedMessage id="goal.list.loadMore" defaultMessage="Load more" />
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <CreateGoalDialog
        opened={creating}
        onClose={() => setCreating(false)}
        teamId={teamId ?? undefined}
        teams={teams}
      />
    </Box>
  );
}

interface EmptyListProps {
  readonly hidden: boolean;
  /** Nothing at all, hidden or finished: a new team (or teams without goals). */
  readonly noGoalsYet: boolean;
  readonly teamPage: boolean;
  readonly canCreate: boolean;
  readonly onCreate: () => void;
}

function EmptyList({ hidden, noGoalsYet, teamPage, canCreate, onCreate }: EmptyListProps) {
  return (
    <Paper withBorder bg="white" p="xl" data-testid="goal-list-empty">
      <Center>
        <Stack align="center" gap="xs" maw={420} ta="center">
          <IconTarget size={32} color="var(--mantine-color-gray-5)" />
          <Text fw={600}>
            {hidden ? (
              <FormattedMessage id="goal.list.emptyHidden" defaultMessage="You have not hidden any goals." />
            ) : noGoalsYet && teamPage ? (
              <FormattedMessage id="goal.list.emptyTeamNew" defaultMessage="This team has no goals yet." />
            ) : noGoalsYet ? (
              <FormattedMessage id="goal.list.emptyAllNew" defaultMessage="Your teams have no goals yet." />
            ) : (
              <FormattedMessage id="goal.list.empty" defaultMessage="No goals match these filters." />
            )}
          </Text>
          {!hidden && canCreate && (
            <>
              <Text size="sm" c="gray.6">
                {noGoalsYet ? (
                  <FormattedMessage
                    id="goal.list.emptyNewHint"
                    defaultMessage="Create the first one to plan the team's work."
                  />
                ) : (
                  <FormattedMessage
                    id="goal.list.emptyHint"
                    defaultMessage="Create a goal, or show completed goals with the filter above."
                  />
                )}
              </Text>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={onCreate}
                data-testid="goal-list-empty-create"
              >
                {noGoalsYet ? (
                  <FormattedMessage id="goal.list.createFirst" defaultMessage="Create the first goal" />
                ) : (
                  <FormattedMessage id="goal.new" defaultMessage="New goal" />
                )}
              </Button>
            </>
          )}
        </Stack>
      </Center>
    </Paper>
  );
}
