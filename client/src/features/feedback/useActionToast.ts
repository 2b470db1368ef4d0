import { isErrorReason, type ErrorReason } from '@domain/error-reasons';
import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useErrorMessage } from '../../apollo/errorMessages';
import { firstApiError } from '../../apollo/errors';
import { isFieldError, type Outcome } from '../../apollo/useFailureToast';
import { notifyProgress } from '../../components/notify';

export interface ActionWords {
  /** The loading notice while it runs ("Sending the feedback…"). */
  readonly running: MessageDescriptor;
  /** The green toast; takes the values given. */
  readonly done: MessageDescriptor;
  /** The red toast; takes {detail}, the API's reason in words, and the values given. */
  readonly failed: MessageDescriptor;
  readonly values?: Readonly<Record<string, string>>;
}

export interface ActionOptions {
  /** The form shows errors about one field next to that field: no red toast for those. */
  readonly inlineFieldErrors?: boolean;
  /** Reasons the caller handles itself (a confirmation instead of an error). */
  readonly handledReasons?: readonly ErrorReason[];
}

/**
 * The toasts of a feedback action (spec 3 section 8): a loading notice while it runs, then the green
 * success (3 s) or the red error (5 s) in its place. Cancelled requests, field errors shown by the
 * form and reasons the caller handles end the notice without a toast.
 */
export function useActionToast() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  return useCallback(
    async <T>(words: ActionWords, work: () => Promise<T>, options: ActionOptions = {}): Promise<Outcome<T>> => {
      const toast = notifyProgress(intl.formatMessage(words.running));
      try {
        const data = await work();
        toast.success(intl.formatMessage(words.done, words.values));
        return { ok: true, data };
      } catch (error) {
        const reason = firstApiError(error).reason;
        const handled =
          (options.inlineFieldErrors && isFieldError(error)) ||
          (isErrorReason(reason) && options.handledReasons?.includes(reason));
        const detail = handled ? null : formatError(error);
        if (detail === null) toast.dismiss();
        else toast.error(intl.formatMessage(words.failed, { ...words.values, detail }));
        return { ok: false, error };
      }
    },
    [intl, formatError],
  );
}
