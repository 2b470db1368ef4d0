import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../app/guards';
import { useViewer } from '../../app/useViewer';
import { useSelection } from '../../app/workspaceSelection';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useDeleteWorkspace } from './useDeleteWorkspace';

/** Delete workspace (owner only), behind a confirmation. */
export function DeleteWorkspaceSection({
  workspace,
}: {
  readonly workspace: { readonly id: string; readonly name: string };
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const viewer = useViewer();
  const { selectWorkspace } = useSelection(viewer?.id);
  const [opened, setOpened] = useState(false);
  const [remove, { loading }] = useDeleteWorkspace();
  const title = intl.formatMessage({ id: 'workspace.delete.title', defaultMessage: 'Delete workspace' });

  const onConfirm = async () => {
    const outcome = await remove(workspace);
    if (!outcome.ok) return;
    setOpened(false);
    selectWorkspace(null);
    void navigate(HOME_PATH, { replace: true });
  };

  return (
    <Card bg="white" style={{ borderColor: 'var(--mantine-color-red-2)' }} data-testid="workspace-delete">
      <Group justify="space-between" wrap="nowrap" gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={16} c="red.8">
            {title}
          </Title>
          <Text size="sm" c="gray.6">
            <FormattedMessage
              id="workspace.delete.description"
              defaultMessage="Every member loses access to the workspace and its teams. Only the owner can do this."
            />
          </Text>
        </Stack>
        <Button color="red" variant="light" onClick={() => setOpened(true)} style={{ flex: 'none' }}>
          {title}
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        title={intl.formatMessage(
          { id: 'workspace.delete.confirmTitle', defaultMessage: 'Delete “{name}”?' },
          { name: workspace.name },
        )}
        confirmLabel={<FormattedMessage id="workspace.delete.confirm" defaultMessage="Delete the workspace" />}
        loading={loading}
        onConfirm={() => void onConfirm()}
        onClose={() => setOpened(false)}
      >
        <FormattedMessage
          id="workspace.delete.confirmBody"
          defaultMessage="Its members and teams lose access at once. You cannot undo this."
        />
      </ConfirmDialog>
    </Card>
  );
}
