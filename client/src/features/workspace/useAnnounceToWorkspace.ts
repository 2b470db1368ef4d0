import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { AnnouncementInput } from '../../gql/graphql';
import { announcementMessages } from './announcementMessages';

const AnnounceToWorkspaceDocument = graphql(`
  mutation AnnounceToWorkspace($workspaceId: UUID!, $input: AnnouncementInput!) {
    announceToWorkspace(workspaceId: $workspaceId, input: $input) {
      recipientCount
      announcementsLeftToday
    }
  }
`);

/** announceToWorkspace (owner): the members are notified; the cached count of what is left today follows. */
export function useAnnounceToWorkspace() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(AnnounceToWorkspaceDocument);

  const announce = useCallback(
    async (workspaceId: string, input: AnnouncementInput): Promise<Outcome<true>> => {
      try {
        const { data } = await mutate({
          variables: { workspaceId, input },
          update(cache, { data }) {
            const left = data?.announceToWorkspace.announcementsLeftToday;
            if (left === undefined) return;
            cache.modify({
              id: cache.identify({ __typename: 'Workspace', id: workspaceId }),
              fields: { announcementsLeftToday: () => left },
            });
          },
        });
        notifySuccess(
          intl.formatMessage(announcementMessages.sent, { count: data?.announceToWorkspace.recipientCount ?? 0 }),
        );
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, announcementMessages.sendFailed, {
          inlineFieldErrors: true,
          overrides: { TOO_LONG: errorMessages.tooLong },
        });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [announce, state] as const;
}
