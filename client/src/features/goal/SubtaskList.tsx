import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconPlus } from '../../components/icons';
import { SectionCard } from '../../components/SectionCard';
import type { GoalDetailQuery } from '../../gql/graphql';
import { CreateGoalDialog } from './CreateGoalDialog';
import { GoalLinkRow } from './GoalLinkRow';
import { goalMessages } from './messages';

type Goal = GoalDetailQuery['goal'];

/** Direct subtasks, oldest first, and "add subtask" (a goal created under this one). */
export function SubtaskList({ goal }: { readonly goal: Goal }) {
  const intl = useIntl();
  const [adding, setAdding] = useState(false);
  return (
    <SectionCard
      title={intl.formatMessage(
        { id: 'goal.subtasks.title', defaultMessage: 'Subtasks ({count})' },
        { count: goal.children.length },
      )}
      testId="goal-subtasks"
      actions={
        goal.viewerCan.edit && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => setAdding(true)}
            data-testid="add-subtask"
          >
            {intl.formatMessage(goalMessages.addSubtask)}
          </Button>
        )
      }
    >
      {goal.children.length === 0 ? (
        <Text size="sm" c="gray.6">
          {intl.formatMessage({
            id: 'goal.subtasks.none',
            defaultMessage: 'No subtasks yet. Split the goal into smaller steps.',
          })}
        </Text>
      ) : (
        goal.children.map((child) => <GoalLinkRow key={child.id} goal={child} />)
      )}
      <CreateGoalDialog opened={adding} onClose={() => setAdding(false)} teamId={goal.team.id} parent={goal} />
    </SectionCard>
  );
}
