import { Textarea, TextInput } from '@mantine/core';
import { useIntl } from 'react-intl';
import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX, workspaceMessages } from './messages';
import type { WorkspaceDetailsForm } from './useWorkspaceDetailsForm';

interface WorkspaceDetailsFieldsProps {
  readonly form: WorkspaceDetailsForm;
  /** Height of the description box before it grows (up to six rows). */
  readonly descriptionMinRows: number;
  /** Put the cursor in the name when a dialog opens. */
  readonly autoFocusName?: boolean;
}

/** The workspace name (required) and description (optional) inputs, with their limits and errors. */
export function WorkspaceDetailsFields({ form, descriptionMinRows, autoFocusName = false }: WorkspaceDetailsFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextInput
        label={intl.formatMessage(workspaceMessages.nameLabel)}
        value={form.name}
        onChange={(event) => form.changeName(event.currentTarget.value)}
        error={form.errors.name}
        maxLength={WORKSPACE_NAME_MAX}
        required
        data-autofocus={autoFocusName || undefined}
        autoComplete="off"
      />
      <Textarea
        label={intl.formatMessage(workspaceMessages.descriptionLabel)}
        description={intl.formatMessage(workspaceMessages.descriptionOptional)}
        value={form.description}
        onChange={(event) => form.changeDescription(event.currentTarget.value)}
        error={form.errors.description}
        maxLength={WORKSPACE_DESCRIPTION_MAX}
        autosize
        minRows={descriptionMinRows}
        maxRows={6}
      />
    </>
  );
}
