import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { GoalSharingInput } from '../../gql/graphql';
import { goalMessages } from './messages';

const SetGoalSharingDocument = graphql(`
  mutation SetGoalSharing($input: GoalSharingInput!) {
    setGoalSharing(input: $input) {
      id
      sharedTeams {
        ...WorkItemSharing
      }
    }
  }
`);

/** setGoalSharing: on or off for one team, optionally for every subtask; the goal and its feed refetch. */
export function useSetGoalSharing() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(SetGoalSharingDocument, { refetchQueries: ['GoalDetail', 'GoalActivity'] });

  const share = useCallback(
    async (input: GoalSharingInput, teamName: string): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { input } });
        notifySuccess(
          intl.formatMessage(input.enable ? goalMessages.shared : goalMessages.unshared, { team: teamName }),
        );
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, goalMessages.shareFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [share, state] as const;
}
