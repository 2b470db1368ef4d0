import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages, useFieldErrors } from '../../apollo/errorMessages';
import type { Outcome } from '../../apollo/useFailureToast';

/** What the create and edit forms send: the name trimmed, the description trimmed or null. */
export interface WorkspaceDetails {
  readonly name: string;
  readonly description: string | null;
}

export interface WorkspaceDetailsErrors {
  readonly name?: string;
  readonly description?: string;
}

/**
 * State of a workspace's name and description form (create and edit): the name must not be blank;
 * the server's field errors (plain or `input.`-prefixed) come back under their fields.
 */
export function useWorkspaceDetailsForm(initial: { readonly name: string; readonly description: string }) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [errors, setErrors] = useState<WorkspaceDetailsErrors>({});

  const changeName = (value: string) => {
    setName(value);
    setErrors((current) => ({ ...current, name: undefined }));
  };

  /** Checks the name, then saves; resolves to what `save` returned, or null when nothing was saved. */
  const submit = async <T>(save: (details: WorkspaceDetails) => Promise<Outcome<T>>): Promise<T | null> => {
    if (!name.trim()) {
      setErrors({ name: intl.formatMessage(errorMessages.workspaceNameRequired) });
      return null;
    }
    const outcome = await save({ name: name.trim(), description: description.trim() || null });
    if (!outcome.ok) {
      const fields = fieldErrorsOf(outcome.error, { NAME_REQUIRED: errorMessages.workspaceNameRequired });
      setErrors({
        name: fields['name'] ?? fields['input.name'],
        description: fields['description'] ?? fields['input.description'],
      });
      return null;
    }
    return outcome.data;
  };

  return { name, description, errors, changeName, changeDescription: setDescription, submit };
}

export type WorkspaceDetailsForm = ReturnType<typeof useWorkspaceDetailsForm>;
