import { useIntl } from 'react-intl';
import { NameDescriptionFields } from '../../components/NameDescriptionFields';
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
export function WorkspaceDetailsFields({
  form,
  descriptionMinRows,
  autoFocusName = false,
}: WorkspaceDetailsFieldsProps) {
  const intl = useIntl();
  return (
    <NameDescriptionFields
      autoFocusName={autoFocusName}
      name={{
        label: intl.formatMessage(workspaceMessages.nameLabel),
        value: form.name,
        onChange: form.changeName,
        error: form.errors.name,
        maxLength: WORKSPACE_NAME_MAX,
      }}
      description={{
        label: intl.formatMessage(workspaceMessages.descriptionLabel),
        hint: intl.formatMessage(workspaceMessages.descriptionOptional),
        value: form.description,
        onChange: form.changeDescription,
        error: form.errors.description,
        maxLength: WORKSPACE_DESCRIPTION_MAX,
        minRows: descriptionMinRows,
      }}
    />
  );
}
