import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { CreateGoalInput, GoalCell_GoalFragment } from '../../gql/graphql';
import { goalMessages } from './messages';

const CreateGoalDocument = graphql(`
  mutation CreateGoal($input: CreateGoalInput!) {
    createGoal(input: $input) {
      ...GoalCell_goal
    }
  }
`);

/** createGoal: a goal of a team, or a subtask (parentId); open lists, the parent and the project's page refetch. */
export function useCreateGoal() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(CreateGoalDocument, { refetchQueries: ['Goals', 'GoalDetail', 'Project'] });

  const create = useCallback(
    async (input: CreateGoalInput): Promise<Outcome<GoalCell_GoalFragment>> => {
      try {
        const result = await mutate({ variables: { input } });
        const goal = result.data?.createGoal;
        if (!goal) throw new Error('createGoal returned nothing');
        notifySuccess(intl.formatMessage(goalMessages.created, { title: goal.title }));
        return { ok: true, data: goal };
      } catch (error) {
        toastFailure(error, goalMessages.createFailed, { inlineFieldErrors: true });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [create, state] as const;
}
