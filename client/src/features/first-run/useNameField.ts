import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useFieldErrors } from '../../apollo/errorMessages';
import type { Outcome } from '../../apollo/useFailureToast';

/**
 * The one required text of a first-run step (a team's name, a goal's or a to-do's title): blank is
 * refused before sending, and the server's error on that field (plain or `input.`-prefixed) comes
 * back under it.
 */
export function useNameField(field: string, required: MessageDescriptor) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const change = (next: string) => {
    setValue(next);
    setError(undefined);
  };

  /** Sends the trimmed text when it is not blank; resolves to the saved value, or null. */
  const submit = async <T>(save: (text: string) => Promise<Outcome<T>>): Promise<T | null> => {
    const text = value.trim();
    if (!text) {
      setError(intl.formatMessage(required));
      return null;
    }
    const outcome = await save(text);
    if (outcome.ok) return outcome.data;
    const fields = fieldErrorsOf(outcome.error);
    setError(fields[field] ?? fields[`input.${field}`]);
    return null;
  };

  return { value, error, change, submit };
}
