import { Avatar, Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages, useFieldErrors } from '../../apollo/errorMessages';
import type { WorkspaceSummaryFragment } from '../../gql/graphql';
import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX, workspaceMessages } from './messages';
import { useUpdateWorkspace } from './useUpdateWorkspace';

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
              {Array.from(workspace.name.trim())[0]?.toUpperCase() ?? '?'}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={20} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                {workspace.name}
              </Title>
              <Text size="sm" c={workspace.description ? 'gray.7' : 'gray.5'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
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

function EditForm({ workspace, onDone }: { readonly workspace: WorkspaceSummaryFragment; readonly onDone: () => void }) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [update, { loading }] = useUpdateWorkspace();
  const [name, setName] = useState(workspace.name);
  const [description, setDescription] = useState(workspace.description ?? '');
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: intl.formatMessage(errorMessages.workspaceNameRequired) });
      return;
    }
    const outcome = await update(workspace.id, { name: name.trim(), description: description.trim() || null });
    if (!outcome.ok) {
      const fields = fieldErrorsOf(outcome.error, { NAME_REQUIRED: errorMessages.workspaceNameRequired });
      setErrors({ name: fields['name'] ?? fields['input.name'], description: fields['description'] ?? fields['input.description'] });
      return;
    }
    onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Title order={2} fz={16}>
          <FormattedMessage id="workspace.general.title" defaultMessage="Workspace details" />
        </Title>
        <TextInput
          label={intl.formatMessage(workspaceMessages.nameLabel)}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          error={errors.name}
          maxLength={WORKSPACE_NAME_MAX}
          required
          autoComplete="off"
        />
        <Textarea
          label={intl.formatMessage(workspaceMessages.descriptionLabel)}
          description={intl.formatMessage(workspaceMessages.descriptionOptional)}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          maxLength={WORKSPACE_DESCRIPTION_MAX}
          autosize
          minRows={2}
          maxRows={6}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={loading}>
            {intl.formatMessage(workspaceMessages.cancel)}
          </Button>
          <Button type="submit" loading={loading} disabled={loading}>
            {intl.formatMessage(workspaceMessages.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
