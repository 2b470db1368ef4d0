import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SectionCard } from '../../components/SectionCard';
import type { GoalDetailQuery } from '../../gql/graphql';
import { GoalLinkRow } from './GoalLinkRow';

type Goal = GoalDetailQuery['goal'];

/** Related goals: the other goals of the same project (shown only when the goal has a project). */
export function RelatedGoals({ goal }: { readonly goal: Goal }) {
  const intl = useIntl();
  if (!goal.project) return null;
  const others = goal.project.goals.filter((other) => other.id !== goal.id);
  return (
    <SectionCard
      title={intl.formatMessage(
        { id: 'goal.related.title', defaultMessage: 'Related goals in {project}' },
        { project: goal.project.name },
      )}
      testId="goal-related"
    >
      {others.length === 0 ? (
        <Text size="sm" c="gray.6">
          {intl.formatMessage({ id: 'goal.related.none', defaultMessage: 'No other goals in this project.' })}
        </Text>
      ) : (
        others.map((other) => <GoalLinkRow key={other.id} goal={other} />)
      )}
    </SectionCard>
  );
}
