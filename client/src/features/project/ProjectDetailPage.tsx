import { useQuery } from '@apollo/client/react';
import { Badge, Box, Stack, Tabs } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useFollowWorkspace } from '../../app/useFollowWorkspace';
import { useParams, useSearchParams } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isUuid, problemOf, ResourceState } from '../../components/ResourceState';
import { ProjectDocument } from './operations';
import { ProjectDescription } from './ProjectDescription';
import { ProjectFields } from './ProjectFields';
import { ProjectGoals } from './ProjectGoals';
import { ProjectHeader } from './ProjectHeader';
import { ProjectSharing } from './ProjectSharing';
import { useUpdateProject } from './useUpdateProject';

/**
 * /project/{projectId} (spec 1 section 2): the overview (fields edited in place, sharing, delete)
 * and the related-tasks tab. No access and not found have their own states.
 */
export function ProjectDetailPage() {
  const { projectId } = useParams();
  if (!isUuid(projectId)) return <ResourceState kind="project" problem="notFound" />;
  return <ProjectDetail key={projectId} projectId={projectId} />;
}

type Tab = 'overview' | 'tasks';

function ProjectDetail({ projectId }: { readonly projectId: string }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'tasks' ? 'tasks' : 'overview';
  const { data, error, refetch } = useQuery(ProjectDocument, {
    variables: { id: projectId },
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useUpdateProject();
  const project = data?.project;
  useFollowWorkspace(project?.team.workspace.id);
  const problem = error && !project ? problemOf(error) : null;

  if (problem) return <ResourceState kind="project" problem={problem} onRetry={() => void refetch()} />;
  if (!project) return <PageSkeleton />;

  return (
    <Box p="lg">
      <Stack gap="lg">
        <ProjectHeader project={project} />
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'tasks' ? { tab: 'tasks' } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="lg">
            <Tabs.Tab value="overview" data-testid="project-tab-overview">
              {intl.formatMessage({ id: 'project.tab.overview', defaultMessage: 'Overview' })}
            </Tabs.Tab>
            <Tabs.Tab
              value="tasks"
              data-testid="project-tab-tasks"
              rightSection={
                <Badge size="sm" variant="light" color="gray" radius="sm">
                  {project.goals.length}
                </Badge>
              }
            >
              {intl.formatMessage({ id: 'project.tab.tasks', defaultMessage: 'Related goals' })}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <Stack gap="md">
              <ProjectFields project={project} onChange={(changes) => void update(project, changes)} />
              <ProjectDescription
                description={project.description ?? null}
                editable={project.viewerCan.edit}
                onSave={(description) => void update(project, { description })}
              />
              <ProjectSharing project={project} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="tasks">
            <ProjectGoals project={project} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Box>
  );
}
