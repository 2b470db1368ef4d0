import { Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormActions } from '../../components/FormActions';
import type { WorkspaceSummaryFragment } from '../../gql/graphql';
import type { useCreateWorkspace } from './useCreateWorkspace';
import { useWorkspaceDetailsForm } from './useWorkspaceDetailsForm';
import { WorkspaceDetailsFields } from './WorkspaceDetailsFields';

interface Props {
  readonly create: ReturnType<typeof useCreateWorkspace>[0];
  readonly loading: boolean;
  readonly onCreated: (workspace: WorkspaceSummaryFragment) => void;
  /** With a cancel (the dialog), Cancel and Create; without (the first run), one submit button. */
  readonly onCancel?: () => void;
  readonly submitLabel?: ReactNode;
  readonly descriptionMinRows?: number;
}

/** Create workspace (spec 2 section 2): name required (not blank), description optional. */
export function CreateWorkspaceForm({
  create,
  loading,
  onCreated,
  onCancel,
  submitLabel,
  descriptionMinRows = 3,
}: Props) {
  const form = useWorkspaceDetailsForm({ name: '', description: '' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const workspace = await form.submit(create);
    if (workspace) onCreated(workspace);
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
        <WorkspaceDetailsFields form={form} descriptionMinRows={descriptionMinRows} autoFocusName />
        {onCancel ? (
          <FormActions mt="xs" loading={loading} onCancel={onCancel} submitLabel={submitLabel} />
        ) : (
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
