import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { noteMessages } from './messages';

const SetNoteSharingDocument = graphql(`
  mutation SetNoteSharing($id: UUID!, $enabled: Boolean!) {
    setNoteSharing(id: $id, enabled: $enabled) {
      id
      shareEnabled
      shareUrl
      shortUrlCode
    }
  }
`);

interface SharedState {
  readonly id: string;
  readonly shareEnabled: boolean;
  readonly shareUrl: string | null;
  readonly shortUrlCode: string | null;
}

/** setNoteSharing: the switch moves at once (optimistic); the code, and so the link, stays the same. */
export function useSetNoteSharing() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(SetNoteSharingDocument);

  const setSharing = useCallback(
    async (note: SharedState, enabled: boolean): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: note.id, enabled },
          optimisticResponse: {
            setNoteSharing: {
              __typename: 'Note',
              id: note.id,
              shareEnabled: enabled,
              shareUrl: note.shareUrl,
              shortUrlCode: note.shortUrlCode,
            },
          },
        });
        notifySuccess(intl.formatMessage(enabled ? noteMessages.shareEnabled : noteMessages.shareDisabled));
        return true;
      } catch (error) {
        toastFailure(error, noteMessages.shareFailed);
        return false;
      }
    },
    [mutate, intl, toastFailure],
  );

  return [setSharing, state] as const;
}
