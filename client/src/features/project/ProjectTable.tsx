import { Anchor, Table, Text } from '@mantine/core';
import type { Priority } from '@domain/goal-status';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AvatarStack } from '../../components/AvatarStack';
import { formatDay } from '../../components/formatDay';
import { PersonLabel } from '../../components/PersonLabel';
import { DeadlineLabel, PriorityBadge, StatusBadge } from '../../components/work-item';
import { graphql } from '../../gql';
import type { ProjectTable_ProjectFragment } from '../../gql/graphql';
import { projectMessages } from './messages';

/** The project list table (spec 1 section 2): every column of a project, the name linking to its detail. */
export function ProjectTable({
  projects,
  timeZone,
}: {
  readonly projects: readonly ProjectTable_ProjectFragment[];
  readonly timeZone: string | null;
}) {
  const intl = useIntl();
  const th = (descriptor: { id: string; defaultMessage: string }, width?: number) => (
    <Table.Th w={width}>
      <Text size="xs" fw={600} c="gray.6" truncate="end">
        {intl.formatMessage(descriptor)}
      </Text>
    </Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table layout="fixed" verticalSpacing={8} horizontalSpacing="sm" highlightOnHover data-testid="project-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th pl="lg">
              <Text size="xs" fw={600} c="gray.6">
                {intl.formatMessage(projectMessages.name)}
              </Text>
            </Table.Th>
            {th(projectMessages.deadline, 108)}
            {th(projectMessages.priority, 100)}
            {th(projectMessages.leader, 124)}
            {th(projectMessages.status, 128)}
            {th(projectMessages.registerDate, 108)}
            {th(projectMessages.team, 112)}
            {th(projectMessages.participants, 112)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id} data-testid="project-row">
              <Table.Td pl="lg">
                <Anchor
                  component={Link}
                  to={`/project/${project.id}`}
                  size="sm"
                  fw={600}
                  c="gray.9"
                  truncate="end"
                  display="block"
                  title={project.name}
                >
                  {project.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <DeadlineLabel dueDate={project.deadline} compact />
              </Table.Td>
              <Table.Td>
                <PriorityBadge priority={project.priority as Priority} />
              </Table.Td>
              <Table.Td>
                {project.leader ? (
                  <PersonLabel user={project.leader} />
                ) : (
                  <Text size="sm" c="gray.5">
                    {intl.formatMessage(projectMessages.noLeader)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={project.status} size="sm" />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                  {formatDay(intl, project.registerDate, timeZone)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/team/${project.team.id}/project`}
                  size="sm"
                  c="gray.7"
                  truncate="end"
                  display="block"
                  title={project.team.name}
                >
                  {project.team.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {project.participants.length > 0 ? (
                  <AvatarStack people={project.participants} />
                ) : (
                  <Text size="sm" c="gray.5">
                    –
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One row of a project list (spec 1 section 2): name, deadline, priority, leader, status, dates, team, people. */
ProjectTable.fragments = {
  project: graphql(`
    fragment ProjectTable_project on Project {
      id
      name
      deadline
      priority
      status
      registerDate
      leader {
        ...ProfileFields
      }
      participants {
        ...ProfileFields
      }
      team {
        id
        name
      }
    }
  `),
};
