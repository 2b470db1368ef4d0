import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { teamMessages } from './messages';

const DeleteTeamDocument = graphql(`
  mutation DeleteTeam($id: UUID!) {
    deleteTeam(id: $id)
  }
`);

/** deleteTeam (workspace admins): soft delete; the team leaves the cache, the sidebar and the lists. */
export function useDeleteTeam() {
  const intl = useIntl();
  const client = useApolloClient();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(DeleteTeamDocument);

  const remove = useCallback(
    async (team: { id: string; name: string }): Promise<Outcome<true>> => {
      try {
        await mutate({
          variables: { id: team.id },
          refetchQueries: ['MyTeams', 'WorkspaceSettings'],
          awaitRefetchQueries: true,
        });
        client.cache.evict({ id: client.cache.identify({ __typename: 'Team', id: team.id }) });
        client.cache.gc();
        notifySuccess(intl.formatMessage(teamMessages.deleted, { name: team.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, teamMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [mutate, client, intl, toastFailure],
  );

  return [remove, state] as const;
}
