import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { teamMessages } from './messages';

const LeaveTeamDocument = graphql(`
  mutation LeaveTeam($teamId: UUID!) {
    leaveTeam(teamId: $teamId)
  }
`);

/** leaveTeam: the viewer leaves; the team disappears from the sidebar (the caller navigates away). */
export function useLeaveTeam() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(LeaveTeamDocument);

  const leave = useCallback(
    async (team: { id: string; name: string }): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { teamId: team.id }, refetchQueries: ['MyTeams'], awaitRefetchQueries: true });
        notifySuccess(intl.formatMessage(teamMessages.left, { name: team.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, teamMessages.leaveFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [leave, state] as const;
}
