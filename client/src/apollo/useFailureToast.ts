import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { notifyError } from '../components/notify';
import { useErrorMessage, type ErrorOverrides } from './errorMessages';
import { apiErrors } from './errors';

export interface FailureOptions {
  readonly overrides?: ErrorOverrides;
  /** The form shows field errors next to the fields: no toast for those. */
  readonly inlineFieldErrors?: boolean;
  /** A title above the message ("Error"), where the spec asks for one. */
  readonly title?: MessageDescriptor;
  /** Values of `failed` besides {detail} ("The {type} could not be created. {detail}"). */
  readonly values?: Readonly<Record<string, string>>;
}

/** True when every error of `error` names a field (BAD_USER_INPUT / CONFLICT about one input). */
export function isFieldError(error: unknown): boolean {
  const entries = apiErrors(error);
  return entries.length > 0 && entries.every((entry) => entry.code === 'BAD_USER_INPUT' && entry.field !== null);
}

/**
 * The red toast of a failed mutation (5 s): "<what failed>. <why>", the why translated from the
 * API's code and reason. Cancelled requests stay silent.
 */
export function useFailureToast() {
  const intl = useIntl();
  const formatError = useErrorMessage();
  return useCallback(
    (error: unknown, failed: MessageDescriptor, options: FailureOptions = {}) => {
      if (options.inlineFieldErrors && isFieldError(error)) return;
      const detail = formatError(error, options.overrides);
      if (detail !== null)
        notifyError(
          intl.formatMessage(failed, { ...options.values, detail }),
          options.title && intl.formatMessage(options.title),
        );
    },
    [intl, formatError],
  );
}

/** What a mutation hook resolves to: the data, or the error (already toasted where it should be). */
export type Outcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: unknown };
