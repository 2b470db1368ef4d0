import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { firstApiError } from '../../apollo/errors';
import { useFailureToast } from '../../apollo/useFailureToast';
import { notifyError } from '../../components/notify';
import { feedbackMessages } from './messages';

/**
 * The red toast of a failed core-value change (spec 3 section 8), titled "Add error", "Rename
 * error" or "Delete error"; a duplicate name is named in it (spec 3 section 5).
 */
export function useCoreValueFailure() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  return useCallback(
    (error: unknown, failed: MessageDescriptor, title: MessageDescriptor, name: string) => {
      if (firstApiError(error).reason === 'CORE_VALUE_DUPLICATE') {
        notifyError(intl.formatMessage(feedbackMessages.valueDuplicate, { name }), intl.formatMessage(title));
      } else {
        toastFailure(error, failed, { title });
      }
    },
    [intl, toastFailure],
  );
}
