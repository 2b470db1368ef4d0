import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { teamMessages } from './messages';

const AddTeamMembersDocument = graphql(`
  mutation AddTeamMembers($teamId: UUID!, $userIds: [UUID!]!) {
    addTeamMembers(teamId: $teamId, userIds: $userIds) {
      id
      members {
        ...TeamMembersPage_member
      }
    }
  }
`);

/** addTeamMembers (admins and team members): at least one workspace member must be selected. */
export function useAddTeamMembers() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(AddTeamMembersDocument, { refetchQueries: ['WorkspaceSettings'] });

  const add = useCallback(
    async (teamId: string, userIds: string[]): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { teamId, userIds } });
        notifySuccess(intl.formatMessage(teamMessages.membersAdded, { count: userIds.length }));
        return { ok: true, data: true };
      } catch (error) {
        // Here NOT_A_MEMBER is about the people chosen, not about the viewer.
        toastFailure(error, teamMessages.addFailed, {
          inlineFieldErrors: true,
          overrides: { NOT_A_MEMBER: errorMessages.notWorkspaceMemberToJoin },
        });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [add, state] as const;
}
