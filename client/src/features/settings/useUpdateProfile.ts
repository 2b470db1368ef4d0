import { useMutation } from '@apollo/client/react';
import { createElement, useCallback } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorMessage } from '../../apollo/errorMessages';
import { UpdateProfileDocument } from '../../apollo/operations';
import { notifyError, notifySuccess } from '../../components/notify';
import type { SessionUserFragment, UpdateProfileInput } from '../../gql/graphql';
import { settingsMessages } from './messages';

/**
 * updateProfile with an optimistic result (the cached user changes at once), the normalised cache
 * update that Apollo does from the returned User, and a toast (success 3 s, error 5 s).
 * Resolves to the error when it fails, so that forms can show field messages.
 */
export function useUpdateProfile(viewer: SessionUserFragment | null) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [mutate, state] = useMutation(UpdateProfileDocument);

  const update = useCallback(
    async (
      input: UpdateProfileInput,
      options: { silent?: boolean; failure?: MessageDescriptor } = {},
    ): Promise<unknown> => {
      try {
        await mutate({
          variables: { input },
          optimisticResponse: viewer
            ? {
                updateProfile: {
                  ...viewer,
                  ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
                  __typename: 'User',
                } as SessionUserFragment,
              }
            : undefined,
        });
        // An element, not a string: when the language itself changed, the toast speaks the new one.
        if (!options.silent) notifySuccess(createElement(FormattedMessage, settingsMessages.saved));
        return null;
      } catch (error) {
        const detail = formatError(error);
        if (detail !== null)
          notifyError(intl.formatMessage(options.failure ?? settingsMessages.saveFailed, { detail }));
        return error;
      }
    },
    [mutate, viewer, intl, formatError],
  );

  return [update, state] as const;
}
