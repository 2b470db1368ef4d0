import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../components/FormDialog';
import { CreateWorkspaceForm } from './CreateWorkspaceForm';
import { workspaceMessages } from './messages';
import { useCreateWorkspace } from './useCreateWorkspace';

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Called with the new workspace's id (it becomes the current one). */
  readonly onCreated: (workspaceId: string) => void;
}

/** The create-workspace dialog: afterwards the new workspace's settings open (its members and teams first). */
export function CreateWorkspaceDialog({ opened, onClose, onCreated }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [create, { loading }] = useCreateWorkspace();
  return (
    <FormDialog opened={opened} onClose={onClose} title={intl.formatMessage(workspaceMessages.create)} busy={loading}>
      <CreateWorkspaceForm
        create={create}
        loading={loading}
        onCancel={onClose}
        onCreated={(workspace) => {
          onCreated(workspace.id);
          onClose();
          void navigate(`/workspace/${workspace.id}/setting`);
        }}
      />
    </FormDialog>
  );
}
