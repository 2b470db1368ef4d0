import { Badge, Card, Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { ProjectQuery } from '../../gql/graphql';
import { useSetProjectSharing } from './useSetProjectSharing';

/**
 * Sharing with the workspace's teams: one switch per team, the owning team always on; "include
 * goals" (off until ticked, as goal sharing's "include subtasks") applies the same change to the
 * project's goals and their sub-goals.
 */
export function ProjectSharing({ project }: { readonly project: ProjectQuery['project'] }) {
  const intl = useIntl();
  const [setSharing] = useSetProjectSharing();
  const [includeGoals, setIncludeGoals] = useState(false);
  const shared = new Set(project.sharedTeams.map((entry) => entry.team.id));
  const teams =
    project.team.workspace.teams.length > 0
      ? project.team.workspace.teams
      : project.sharedTeams.map((entry) => entry.team);

  return (
    <Card bg="white" p="lg" data-testid="project-sharing">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="sm">
              {intl.formatMessage({ id: 'project.sharing.title', defaultMessage: 'Sharing with teams' })}
            </Text>
            <Text size="xs" c="gray.6">
              {intl.formatMessage({
                id: 'project.sharing.hint',
                defaultMessage: 'Members of the teams switched on can see this project.',
              })}
            </Text>
          </Stack>
          <Checkbox
            label={intl.formatMessage({ id: 'project.sharing.includeGoals', defaultMessage: 'Include its goals' })}
            checked={includeGoals}
            onChange={(event) => setIncludeGoals(event.currentTarget.checked)}
            disabled={!project.viewerCan.share}
            size="sm"
            style={{ flex: 'none' }}
            data-testid="project-sharing-include-goals"
          />
        </Group>
        <Stack gap={0}>
          {teams.map((team) => {
            const isOwner = team.id === project.team.id;
            return (
              <Group
                key={team.id}
                justify="space-between"
                wrap="nowrap"
                py={8}
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Text size="sm" truncate="end" title={team.name}>
                    {team.name}
                  </Text>
                  {isOwner && (
                    <Badge variant="light" color="gray" radius="sm" tt="none" size="sm" style={{ flex: 'none' }}>
                      {intl.formatMessage({ id: 'project.sharing.owner', defaultMessage: 'Owner' })}
                    </Badge>
                  )}
                </Group>
                <Switch
                  checked={isOwner || shared.has(team.id)}
                  disabled={isOwner || !project.viewerCan.share}
                  onChange={(event) =>
                    void setSharing(project, { team, enable: event.currentTarget.checked, includeGoals })
                  }
                  aria-label={intl.formatMessage(
                    { id: 'project.sharing.switch', defaultMessage: 'Share with {team}' },
                    { team: team.name },
                  )}
                  data-testid={`project-sharing-${team.id}`}
                />
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}

ProjectSharing.fragments = {
  project: graphql(`
    fragment ProjectSharing_project on Project {
      id
      sharedTeams {
        ...WorkItemSharing
      }
    }
  `),
};
