import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { CreateTeamInput, TeamSummaryFragment } from '../../gql/graphql';
import { teamMessages } from './messages';

const CreateTeamDocument = graphql(`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...TeamSummary
    }
  }
`);

/** createTeam (workspace admins): the creator and the chosen members are in it. */
export function useCreateTeam() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(CreateTeamDocument, {
    refetchQueries: ['MyTeams', 'WorkspaceSettings'],
    awaitRefetchQueries: true,
  });

  const create = useCallback(
    async (input: CreateTeamInput): Promise<Outcome<TeamSummaryFragment>> => {
      try {
        const result = await mutate({ variables: { input } });
        const team = result.data?.createTeam;
        if (!team) throw new Error('createTeam returned nothing');
        notifySuccess(intl.formatMessage(teamMessages.created, { name: team.name }));
        return { ok: true, data: team };
      } catch (error) {
        toastFailure(error, teamMessages.createFailed, { inlineFieldErrors: true });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [create, state] as const;
}
