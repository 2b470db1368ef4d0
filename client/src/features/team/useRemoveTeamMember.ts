import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { teamMessages } from './messages';
import { TeamDocument } from './operations';

const RemoveTeamMemberDocument = graphql(`
  mutation RemoveTeamMember($teamId: UUID!, $userId: UUID!) {
    removeTeamMember(teamId: $teamId, userId: $userId)
  }
`);

/** removeTeamMember (workspace admins): someone else leaves the team. */
export function useRemoveTeamMember() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(RemoveTeamMemberDocument);

  const remove = useCallback(
    async (teamId: string, user: { id: string; name: string }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { teamId, userId: user.id },
          refetchQueries: [{ query: TeamDocument, variables: { id: teamId } }, 'WorkspaceSettings'],
          awaitRefetchQueries: true,
        });
        notifySuccess(intl.formatMessage(teamMessages.memberRemoved, { name: user.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, teamMessages.removeFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [remove, state] as const;
}
