import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { CreateWorkspaceForm, useCreateWorkspace, useCurrentWorkspace } from '../workspace';
import { InvitationList } from './InvitationList';
import { firstRunMessages } from './messages';
import { StepHeading } from './StepHeading';

/** The first step: join a workspace from a pending invitation, or create one (the person becomes its owner). */
export function WorkspaceStep() {
  const intl = useIntl();
  const { selectWorkspace } = useCurrentWorkspace();
  const [create, { loading }] = useCreateWorkspace();
  return (
    <Stack gap="md">
      <StepHeading title={intl.formatMessage(firstRunMessages.workspaceTitle)} />
      <InvitationList onJoined={selectWorkspace} />
      <CreateWorkspaceForm
        create={create}
        loading={loading}
        descriptionMinRows={2}
        submitLabel={intl.formatMessage(firstRunMessages.next)}
        onCreated={(workspace) => selectWorkspace(workspace.id)}
      />
    </Stack>
  );
}
