import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useViewer } from '../../app/useViewer';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDay } from '../../components/formatDay';
import { IconTrash } from '../../components/icons';
import type { ProjectQuery } from '../../gql/graphql';
import { projectMessages } from './messages';
import { ProjectNameEditor } from './ProjectNameEditor';
import { useDeleteProject } from './useDeleteProject';
import { useUpdateProject } from './useUpdateProject';

/** The owning team, the name (renamed in place) and the register date; delete for those allowed. */
export function ProjectHeader({ project }: { readonly project: ProjectQuery['project'] }) {
  const intl = useIntl();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [update] = useUpdateProject();
  const [remove, { loading: deleting }] = useDeleteProject();
  const [confirming, setConfirming] = useState(false);

  const onDelete = async () => {
    const outcome = await remove(project);
    if (!outcome.ok) return;
    setConfirming(false);
    void navigate(`/team/${project.team.id}/project`, { replace: true });
  };

  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Anchor component={Link} to={`/team/${project.team.id}/project`} size="xs" c="gray.6" truncate="end" maw={420}>
          {project.team.name}
        </Anchor>
        <ProjectNameEditor
          name={project.name}
          editable={project.viewerCan.edit}
          onSave={async (name) => (await update(project, { name })).ok}
        />
        <Text size="xs" c="gray.6">
          <FormattedMessage
            id="project.registeredOn"
            defaultMessage="Created on {date}"
            values={{ date: formatDay(intl, project.registerDate, viewer?.timezone) }}
          />
        </Text>
      </Stack>
      {project.viewerCan.delete && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
          style={{ flex: 'none' }}
          data-testid="project-delete"
        >
          {intl.formatMessage(projectMessages.deleteProject)}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={intl.formatMessage(
          { id: 'project.delete.confirmTitle', defaultMessage: 'Delete the project “{name}”?' },
          { name: project.name },
        )}
        confirmLabel={intl.formatMessage(projectMessages.deleteProject)}
        loading={deleting}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      >
        <FormattedMessage
          id="project.delete.confirmBody"
          defaultMessage="Its goals stay, without the project. This cannot be undone."
        />
      </ConfirmDialog>
    </Group>
  );
}
