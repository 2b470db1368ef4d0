import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { GoalDisplayProperty } from '@domain/goal-display';
import { useIntl } from 'react-intl';
import type { GoalCell_GoalFragment } from '../../gql/graphql';
import { GoalActionsMenu } from './GoalActionsMenu';
import { GoalCell, hasValue } from './GoalCell';
import { GroupHeading } from './GroupHeading';
import { groupGoals } from './grouping';
import { RevealGoalButton } from './RevealGoalButton';
import classes from './goal.module.css';

/** The board view: one column per status, cards showing the chosen properties. */
export function GoalBoard({
  goals,
  properties,
}: {
  readonly goals: readonly GoalCell_GoalFragment[];
  readonly properties: readonly GoalDisplayProperty[];
}) {
  const intl = useIntl();
  const shown = properties.filter((property) => property !== 'title' && property !== 'status');
  return (
    <div className={classes.board} data-testid="goal-board">
      {groupGoals(goals, 'status', { allStatuses: true }).map((column) => (
        <div key={column.key} className={classes.column} data-testid={`goal-column-${column.key}`}>
          <Box mb={8} px={4}>
            <GroupHeading group={column} />
          </Box>
          <Stack gap={8}>
            {column.goals.map((goal) => (
              <Paper key={goal.id} withBorder p="sm" radius="md" className={classes.card} data-testid="goal-card">
                <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
                  <Box style={{ minWidth: 0, flex: 1 }} pt={2}>
                    <GoalCell goal={goal} property="title" />
                  </Box>
                  <GoalActionsMenu goal={goal} />
                </Group>
                {shown.some((property) => hasValue(goal, property)) && (
                  <Stack gap={6} mt={6}>
                    {shown
                      .filter((property) => hasValue(goal, property))
                      .map((property) => (
                        <Box key={property} style={{ minWidth: 0, overflow: 'hidden' }}>
                          <GoalCell goal={goal} property={property} />
                        </Box>
                      ))}
                  </Stack>
                )}
                {goal.viewerHidden && (
                  <Box mt={8}>
                    <RevealGoalButton goal={goal} />
                  </Box>
                )}
              </Paper>
            ))}
            {column.goals.length === 0 && (
              <Text size="xs" c="gray.5" ta="center" py="sm">
                {intl.formatMessage({ id: 'goal.board.empty', defaultMessage: 'No goals' })}
              </Text>
            )}
          </Stack>
        </div>
      ))}
    </div>
  );
}
