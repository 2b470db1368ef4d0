import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorMessages, useFieldErrors } from '../../apollo/errorMessages';
import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX, workspaceMessages } from './messages';
import { useCreateWorkspace } from './useCreateWorkspace';

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
    <Modal
      opened={opened}
      onClose={() => !loading && onClose()}
      title={<Text fw={700}>{intl.formatMessage(workspaceMessages.create)}</Text>}
      size="md"
    >
      {opened && <CreateWorkspaceForm create={create} loading={loading} onClose={onClose} onCreated={onCreated} />}
    </Modal>
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
  const intl = useIntl();
  const navigate = useNavigate();
  const fieldErrorsOf = useFieldErrors();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: intl.formatMessage(errorMessages.workspaceNameRequired) });
      return;
    }
    const outcome = await create({ name: name.trim(), description: description.trim() || null });
    if (!outcome.ok) {
      const fields = fieldErrorsOf(outcome.error, { NAME_REQUIRED: errorMessages.workspaceNameRequired });
      setErrors({
        name: fields['name'] ?? fields['input.name'],
        description: fields['description'] ?? fields['input.description'],
      });
      return;
    }
    onCreated(outcome.data.id);
    onClose();
    navigate(`/workspace/${outcome.data.id}/setting`);
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
          data-autofocus
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
          minRows={3}
          maxRows={6}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {intl.formatMessage(workspaceMessages.cancel)}
          </Button>
          <Button type="submit" loading={loading} disabled={loading}>
            <FormattedMessage id="workspace.create.submit" defaultMessage="Create" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
