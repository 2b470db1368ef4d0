import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormActions } from '../../components/FormActions';
import { firstLetterOf } from '../../components/initials';
import type { WorkspaceSummaryFragment } from '../../gql/graphql';
import { workspaceMessages } from './messages';
import { useUpdateWorkspace } from './useUpdateWorkspace';
import { useWorkspaceDetailsForm } from './useWorkspaceDetailsForm';
import { WorkspaceDetailsFields } from './WorkspaceDetailsFields';

/** The workspace's name and description; admins edit them in place. */
export function WorkspaceGeneral({ workspace }: { readonly workspace: WorkspaceSummaryFragment }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);

  return (
    <Card bg="white" data-testid="workspace-general">
      {editing ? (
        <EditForm workspace={workspace} onDone={() => setEditing(false)} />
      ) : (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <Avatar src={workspace.profileImageUrl ?? null} alt="" radius="md" size={48} color="brand" variant="filled">
              {firstLetterOf(workspace.name)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={20} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                {workspace.name}
              </Title>
              <Text
                size="sm"
                c={workspace.description ? 'gray.7' : 'gray.5'}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {workspace.description || (
                  <FormattedMessage id="workspace.general.noDescription" defaultMessage="No description yet." />
                )}
              </Text>
            </Stack>
          </Group>
          {workspace.viewerCan.update && (
            <Button variant="default" size="xs" onClick={() => setEditing(true)} style={{ flex: 'none' }}>
              {intl.formatMessage({ id: 'workspace.general.edit', defaultMessage: 'Edit details' })}
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}

function EditForm({
  workspace,
  onDone,
}: {
  readonly workspace: WorkspaceSummaryFragment;
  readonly onDone: () => void;
}) {
  const intl = useIntl();
  const [update, { loading }] = useUpdateWorkspace();
  const form = useWorkspaceDetailsForm({ name: workspace.name, description: workspace.description ?? '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await form.submit((details) => update(workspace.id, details))) onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Title order={2} fz={16}>
          <FormattedMessage id="workspace.general.title" defaultMessage="Workspace details" />
        </Title>
        <WorkspaceDetailsFields form={form} descriptionMinRows={2} />
        <FormActions loading={loading} onCancel={onDone} submitLabel={intl.formatMessage(workspaceMessages.save)} />
      </Stack>
    </form>
  );
}
