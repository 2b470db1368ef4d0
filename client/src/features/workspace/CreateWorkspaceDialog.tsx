import { Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormActions } from '../../components/FormActions';
import { FormDialog } from '../../components/FormDialog';
import { workspaceMessages } from './messages';
import { useCreateWorkspace } from './useCreateWorkspace';
import { useWorkspaceDetailsForm } from './useWorkspaceDetailsForm';
import { WorkspaceDetailsFields } from './WorkspaceDetailsFields';

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Called with the new workspace's id (it becomes the current one). */
  readonly onCreated: (workspaceId: string) => void;
}

/** Create workspace (spec 2 section 2): name required (not blank), description optional. */
export function CreateWorkspaceDialog({ opened, onClose, onCreated }: Props) {
  const intl = useIntl();
  const [create, { loading }] = useCreateWorkspace();
  return (
    <FormDialog opened={opened} onClose={onClose} title={intl.formatMessage(workspaceMessages.create)} busy={loading}>
      <CreateWorkspaceForm create={create} loading={loading} onClose={onClose} onCreated={onCreated} />
    </FormDialog>
  );
}

function CreateWorkspaceForm({
  create,
  loading,
  onClose,
  onCreated,
}: {
  readonly create: ReturnType<typeof useCreateWorkspace>[0];
  readonly loading: boolean;
  readonly onClose: () => void;
  readonly onCreated: (workspaceId: string) => void;
}) {
  const navigate = useNavigate();
  const form = useWorkspaceDetailsForm({ name: '', description: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const workspace = await form.submit(create);
    if (!workspace) return;
    onCreated(workspace.id);
    onClose();
    navigate(`/workspace/${workspace.id}/setting`);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          <FormattedMessage
            id="workspace.create.body"
            defaultMessage="A workspace holds your teams, members and goals. You become its owner."
          />
        </Text>
        <WorkspaceDetailsFields form={form} descriptionMinRows={3} autoFocusName />
        <FormActions mt="xs" loading={loading} onCancel={onClose} />
      </Stack>
    </form>
  );
}
