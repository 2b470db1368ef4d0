import { Box, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isUuid, ResourceState } from '../../components/ResourceState';
import { TeamHeader, useTeamPage } from '../team';
import { ProjectListView } from './ProjectListView';

/** /team/{teamId}/project (spec 1 section 2): the projects shared with one team. Team members only. */
export function TeamProjectsPage() {
  const { teamId } = useParams();
  if (!isUuid(teamId)) return <ResourceState kind="team" problem="notFound" />;
  return <TeamProjects key={teamId} teamId={teamId} />;
}

function TeamProjects({ teamId }: { readonly teamId: string }) {
  const intl = useIntl();
  const { team, problem, refetch } = useTeamPage(teamId);
  if (problem) return <ResourceState kind="team" problem={problem} onRetry={() => void refetch()} />;
  if (!team) return <PageSkeleton />;
  return (
    <Box p="lg">
      <Stack gap="lg">
        <TeamHeader team={team} />
        <ProjectListView
          scope={{ teamId }}
          teams={team.viewerIsMember ? [{ id: team.id, name: team.name }] : []}
          initialTeamId={team.id}
          emptyMessage={intl.formatMessage({
            id: 'project.list.emptyTeam',
            defaultMessage: 'This team has no projects yet. Create one to gather related goals in one place.',
          })}
        />
      </Stack>
    </Box>
  );
}
