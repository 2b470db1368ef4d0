import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { firstLetterOf } from '../../components/initials';
import type { TeamQuery } from '../../gql/graphql';

/** The team's name, its workspace and description, with the page's actions on the right. */
export function TeamHeader({ team, actions }: { readonly team: TeamQuery['team']; readonly actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <Avatar radius="md" size={44} color="teal" variant="light">
          {firstLetterOf(team.name)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/workspace/${team.workspace.id}/setting?tab=teams`}
            size="xs"
            c="gray.6"
            truncate="end"
            maw={420}
          >
            {team.workspace.name}
          </Anchor>
          <Title order={1} fz={20} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Title>
          {team.description && (
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {team.description}
            </Text>
          )}
        </Stack>
      </Group>
      {actions && (
        <Group gap="sm" wrap="nowrap" style={{ flex: 'none' }}>
          {actions}
        </Group>
      )}
    </Group>
  );
}
