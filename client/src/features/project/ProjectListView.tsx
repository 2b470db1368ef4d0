import { Button, Card, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { IconPlus } from '../../components/icons';
import { ResourceState } from '../../components/ResourceState';
import { CreateProjectDialog } from './CreateProjectDialog';
import { projectMessages } from './messages';
import { ProjectTable } from './ProjectTable';
import { useProjectList } from './useProjectList';

interface Props {
  /** One team's projects, or those of the viewer's teams in a workspace. */
  readonly scope: { readonly teamId?: string; readonly workspaceId?: string };
  /** Teams a new project may go to (empty: no "new project" button). */
  readonly teams: readonly { readonly id: string; readonly name: string }[];
  readonly initialTeamId: string | null;
  readonly emptyMessage: string;
}

/** The card of a project list: count, "new project", the table, "load more", and every state. */
export function ProjectListView({ scope, teams, initialTeamId, emptyMessage }: Props) {
  const intl = useIntl();
  const viewer = useViewer();
  const [creating, setCreating] = useState(false);
  const list = useProjectList(scope);

  if (list.problem) return <ResourceState kind="project" problem={list.problem} onRetry={() => void list.refetch()} />;

  return (
    <Card bg="white" p={0}>
      <Group justify="space-between" px="lg" pt="md" pb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text fw={700}>{intl.formatMessage({ id: 'project.list.title', defaultMessage: 'Projects' })}</Text>
          {list.loaded && (
            <Text size="sm" c="gray.6" data-testid="project-count">
              {intl.formatMessage(
                { id: 'project.list.count', defaultMessage: '{count, plural, one {# project} other {# projects}}' },
                { count: list.total },
              )}
            </Text>
          )}
        </Group>
        {teams.length > 0 && (
          <Button
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="new-project"
          >
            {intl.formatMessage(projectMessages.newProject)}
          </Button>
        )}
      </Group>

      {!list.loaded ? (
        <Stack gap={10} px="lg" pb="lg" data-testid="project-list-loading">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={28} radius="sm" />
          ))}
        </Stack>
      ) : list.items.length === 0 ? (
        <Stack align="center" gap="sm" px="lg" py="xl" data-testid="project-list-empty">
          <Text size="sm" c="gray.7" ta="center">
            {emptyMessage}
          </Text>
          {teams.length > 0 && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {intl.formatMessage(projectMessages.newProject)}
            </Button>
          )}
        </Stack>
      ) : (
        <>
          <ProjectTable projects={list.items} timeZone={viewer?.timezone ?? null} />
          {list.hasMore && (
            <Center py="md">
              <Button
                variant="default"
                loading={list.loadingMore}
                onClick={() => void list.loadMore()}
                data-testid="project-load-more"
              >
                {intl.formatMessage(
                  { id: 'project.list.loadMore', defaultMessage: 'Load more ({shown} of {total})' },
                  { shown: list.items.length, total: list.total },
                )}
              </Button>
            </Center>
          )}
        </>
      )}

      <CreateProjectDialog
        opened={creating}
        onClose={() => setCreating(false)}
        teams={teams}
        initialTeamId={initialTeamId}
        viewerId={viewer?.id ?? null}
      />
    </Card>
  );
}
