import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ProjectSharing_ProjectFragment } from '../../gql/graphql';
import { projectErrorOverrides, projectMessages } from './messages';

const SetProjectSharingDocument = graphql(`
  mutation SetProjectSharing($input: ProjectSharingInput!) {
    setProjectSharing(input: $input) {
      ...ProjectSharing_project
    }
  }
`);

interface SharingChange {
  readonly team: { readonly id: string; readonly name: string };
  readonly enable: boolean;
  readonly includeGoals: boolean;
}

/**
 * setProjectSharing: the switch moves at once (optimistic) and moves back with a red toast when
 * refused; the team lists that show the project refetch.
 */
export function useSetProjectSharing() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(SetProjectSharingDocument, { refetchQueries: ['Projects'] });

  const setSharing = useCallback(
    async (
      project: ProjectSharing_ProjectFragment,
      { team, enable, includeGoals }: SharingChange,
    ): Promise<Outcome<true>> => {
      const others = project.sharedTeams.filter((entry) => entry.team.id !== team.id);
      const sharedTeams = enable
        ? [
            ...others,
            { __typename: 'TeamSharing' as const, isOwner: false, team: { __typename: 'Team' as const, ...team } },
          ]
        : others;
      try {
        await mutate({
          variables: { input: { projectId: project.id, teamId: team.id, enable, includeChildGoals: includeGoals } },
          optimisticResponse: { setProjectSharing: { __typename: 'Project', id: project.id, sharedTeams } },
        });
        notifySuccess(
          intl.formatMessage(enable ? projectMessages.sharedOn : projectMessages.sharedOff, { team: team.name }),
        );
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, projectMessages.shareFailed, { overrides: projectErrorOverrides });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [setSharing, state] as const;
}
