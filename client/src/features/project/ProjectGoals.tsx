import { Anchor, Card, Table, Text } from '@mantine/core';
import type { GoalStatus, Priority } from '@domain/goal-status';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PersonLabel } from '../../components/PersonLabel';
import { DeadlineLabel, PriorityBadge, StatusBadge } from '../../components/work-item';
import type { ProjectQuery } from '../../gql/graphql';
import { projectMessages } from './messages';

/** The related-tasks tab: the project's goals by due date, each linking to its detail. */
export function ProjectGoals({ goals }: { readonly goals: ProjectQuery['project']['goals'] }) {
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
                <Anchor component={Link} to={`/goal/${goal.id}`} size="sm" fw={600} c="gray.9" truncate="end" display="block" title={goal.title}>
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
