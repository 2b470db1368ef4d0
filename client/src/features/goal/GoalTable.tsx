import { Box, Group, Paper, Text } from '@mantine/core';
import type { GoalDisplayProperty, GoalGrouping } from '@domain/goal-display';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { GoalCell_GoalFragment } from '../../gql/graphql';
import { CELL_WIDTHS, GoalCell } from './GoalCell';
import { GoalActionsMenu } from './GoalActionsMenu';
import { GroupHeading } from './GroupHeading';
import { groupGoals } from './grouping';
import { propertyLabels } from './messages';
import { RevealGoalButton } from './RevealGoalButton';
import classes from './goal.module.css';

const TITLE_MIN = 240;
const ACTIONS_WIDTH = 44;

interface Props {
  readonly goals: readonly GoalCell_GoalFragment[];
  readonly properties: readonly GoalDisplayProperty[];
  readonly grouping: GoalGrouping;
}

/** The list view: a header of the chosen properties, then the goals, in groups when grouped. */
export function GoalTable({ goals, properties, grouping }: Props) {
  const intl = useIntl();
  const columns = properties.filter(
    (property): property is Exclude<GoalDisplayProperty, 'title'> => property !== 'title',
  );
  const template = `minmax(${TITLE_MIN}px, 1fr) ${columns.map((property) => `${CELL_WIDTHS[property]}px`).join(' ')} ${ACTIONS_WIDTH}px`;
  const minWidth = TITLE_MIN + columns.reduce((sum, property) => sum + CELL_WIDTHS[property], 0) + ACTIONS_WIDTH;

  return (
    <Paper withBorder bg="white" className={classes.tableScroll} data-testid="goal-table">
      <Box
        style={{ minWidth }}
        role="table"
        aria-label={intl.formatMessage({ id: 'goal.list.tableLabel', defaultMessage: 'Goals' })}
      >
        <div className={classes.headerRow} style={{ gridTemplateColumns: template }} role="row">
          <Text size="xs" fw={600} c="gray.6" role="columnheader">
            {intl.formatMessage(propertyLabels.title)}
          </Text>
          {columns.map((property) => (
            <Text key={property} size="xs" fw={600} c="gray.6" truncate="end" role="columnheader">
              {intl.formatMessage(propertyLabels[property])}
            </Text>
          ))}
          <span aria-hidden="true" />
        </div>
        {groupGoals(goals, grouping).map((group) => (
          <Fragment key={group.key}>
            {group.kind !== 'none' && (
              <div className={classes.groupRow} role="row">
                <div role="rowheader">
                  <GroupHeading group={group} />
                </div>
              </div>
            )}
            {group.goals.map((goal) => (
              <div
                key={goal.id}
                className={classes.row}
                style={{ gridTemplateColumns: template }}
                role="row"
                data-testid="goal-row"
              >
                <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }} role="cell">
                  <Box style={{ minWidth: 0, flex: 1 }}>
                    <GoalCell goal={goal} property="title" />
                  </Box>
                  {goal.viewerHidden && <RevealGoalButton goal={goal} />}
                </Group>
                {columns.map((property) => (
                  <Box key={property} style={{ minWidth: 0, overflow: 'hidden' }} role="cell">
                    <GoalCell goal={goal} property={property} />
                  </Box>
                ))}
                <div role="cell">
                  <GoalActionsMenu goal={goal} />
                </div>
              </div>
            ))}
          </Fragment>
        ))}
      </Box>
    </Paper>
  );
}
