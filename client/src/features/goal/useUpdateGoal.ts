import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import type { UpdateGoalInput } from '../../gql/graphql';
import { goalMessages } from './messages';

const UpdateGoalDocument = graphql(`
  mutation UpdateGoal($id: UUID!, $input: UpdateGoalInput!) {
    updateGoal(id: $id, input: $input) {
      ...GoalCell_goal
      content
      updateDate
    }
  }
`);

/**
 * updateGoal: one field (or the indicator) at a time from the detail page. The answer updates the
 * cached goal; the activity feed refetches. A form that shows field errors passes inlineFieldErrors.
 */
export function useUpdateGoal() {
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(UpdateGoalDocument, { refetchQueries: ['GoalActivity'] });

  const update = useCallback(
    async (
      id: string,
      input: UpdateGoalInput,
      options: { failed?: MessageDescriptor; inlineFieldErrors?: boolean } = {},
    ): Promise<Outcome<true>> => {
      try {
        // A goal moved into or out of a project shows that project's goals: the page reads again.
        await mutate({
          variables: { id, input },
          refetchQueries: 'projectId' in input ? ['GoalActivity', 'GoalDetail'] : ['GoalActivity'],
        });
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, options.failed ?? goalMessages.updateFailed, {
          inlineFieldErrors: options.inlineFieldErrors ?? false,
        });
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );

  return [update, state] as const;
}
