import { useQuery } from '@apollo/client/react';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PageSkeleton } from '../../components/PageSkeleton';
import { MyTeamsDocument } from '../team';
import { useCurrentWorkspace } from '../workspace';
import { projectAreas } from './project.areas';
import { ProjectListView } from './ProjectListView';

/** /project (spec 1 section 2): the projects of all the viewer's teams in the current workspace. */
export function ProjectsPage() {
  const intl = useIntl();
  const { current, loading } = useCurrentWorkspace();
  const { data } = useQuery(MyTeamsDocument, { variables: { workspaceId: current?.id ?? null }, skip: !current });
  if (loading) return <PageSkeleton />;
  const teams = (data?.myTeams ?? []).filter((team) => team.viewerIsMember).map(({ id, name }) => ({ id, name }));
  return (
    <Box p="lg">
      <Stack gap="lg">
        <Stack gap={2}>
          {current && (
            <Text size="xs" c="gray.6" truncate="end" maw={420}>
              {current.name}
            </Text>
          )}
          <Title order={1} fz={20} lh={1.3}>
            {intl.formatMessage(projectAreas.projects.title)}
          </Title>
        </Stack>
        <ProjectListView
          key={current?.id ?? 'none'}
          scope={{ workspaceId: current?.id }}
          teams={teams}
          initialTeamId={teams[0]?.id ?? null}
          emptyMessage={intl.formatMessage({
            id: 'project.list.emptyAll',
            defaultMessage: 'None of your teams has a project yet. Create one to gather related goals in one place.',
          })}
        />
      </Stack>
    </Box>
  );
}
