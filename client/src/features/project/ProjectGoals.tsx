import { Anchor, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { GoalStatus, Priority } from '@domain/goal-status';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconPlus } from '../../components/icons';
import { PersonLabel } from '../../components/PersonLabel';
import { DeadlineLabel, PriorityBadge, StatusBadge } from '../../components/work-item';
import type { ProjectQuery } from '../../gql/graphql';
import { CreateGoalDialog } from '../goal';
import { projectMessages } from './messages';

type Project = ProjectQuery['project'];

/**
 * The related-tasks tab: the project's goals by due date, each linking to its detail, and (for the
 * members of the project's team, who may create its goals) a new goal that starts in this project.
 */
export function ProjectGoals({ project }: { readonly project: Project }) {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  const canCreate = project.team.viewerIsMember;
  return (
    <Stack gap="sm">
      {canCreate && (
        <Group justify="flex-end">
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setCreating(true)}
            data-testid="project-new-goal"
          >
            {intl.formatMessage({ id: 'project.goals.new', defaultMessage: 'New goal in this project' })}
          </Button>
        </Group>
      )}
      <GoalTable goals={project.goals} />
      {canCreate && (
        <CreateGoalDialog
          opened={creating}
          onClose={() => setCreating(false)}
          teamId={project.team.id}
          projectId={project.id}
        />
      )}
    </Stack>
  );
}

function GoalTable({ goals }: { readonly goals: Project['goals'] }) {
  const intl = useIntl();
  if (goals.length === 0) {
    return (
      <Card bg="white" p="xl" data-testid="project-goals-empty">
        <Text size="sm" c="gray.7" ta="center">
          {intl.formatMessage({
            id: 'project.goals.empty',
            defaultMessage: 'No goals belong to this project yet. Pick this project on a goal to list it here.',
          })}
        </Text>
      </Card>
    );
  }
  const th = (text: string, width?: number, pl?: string) => (
    <Table.Th w={width} pl={pl}>
      <Text size="xs" fw={600} c="gray.6" truncate="end">
        {text}
      </Text>
    </Table.Th>
  );
  return (
    <Card bg="white" p={0}>
      <Table layout="fixed" verticalSpacing={8} horizontalSpacing="sm" highlightOnHover data-testid="project-goals">
        <Table.Thead>
          <Table.Tr>
            {th(intl.formatMessage({ id: 'project.goals.column.title', defaultMessage: 'Goal' }), undefined, 'lg')}
            {th(intl.formatMessage(projectMessages.status), 136)}
            {th(intl.formatMessage(projectMessages.priority), 110)}
            {th(intl.formatMessage({ id: 'project.goals.column.dueDate', defaultMessage: 'Due date' }), 170)}
            {th(intl.formatMessage(projectMessages.leader), 140)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {goals.map((goal) => (
            <Table.Tr key={goal.id} data-testid="project-goal-row">
              <Table.Td pl="lg">
                <Anchor
                  component={Link}
                  to={`/goal/${goal.id}`}
                  size="sm"
                  fw={600}
                  c="gray.9"
                  truncate="end"
                  display="block"
                  title={goal.title}
                >
                  {goal.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={goal.status as GoalStatus} size="sm" />
              </Table.Td>
              <Table.Td>
                <PriorityBadge priority={goal.priority as Priority} />
              </Table.Td>
              <Table.Td>
                <DeadlineLabel dueDate={goal.endDate} />
              </Table.Td>
              <Table.Td pr="lg">
                {goal.leader ? (
                  <PersonLabel user={goal.leader} />
                ) : (
                  <Text size="sm" c="gray.5">
                    {intl.formatMessage(projectMessages.noLeader)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
