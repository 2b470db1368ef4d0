import { Card, Group, Stack, Text } from '@mantine/core';
import type { GoalStatus, Priority } from '@domain/goal-status';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MemberPicker } from '../../components/MemberPicker';
import { LocalDateInput } from '../../components/LocalDateInput';
import { DeadlineLabel } from '../../components/work-item';
import { PrioritySelect, StatusSelect } from '../../components/work-item/selects';
import type { ProjectQuery } from '../../gql/graphql';
import { LeaderSelect } from './LeaderSelect';
import { projectMessages } from './messages';
import type { ProjectChanges } from './useUpdateProject';

type Project = ProjectQuery['project'];

function Row({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Text size="sm" c="gray.6" w={120} style={{ flex: 'none' }} truncate="end" title={label}>
        {label}
      </Text>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Group>
  );
}

/** Status, priority, deadline, leader and participants, each saved as soon as it changes. */
export function ProjectFields({
  project,
  onChange,
}: {
  readonly project: Project;
  readonly onChange: (changes: ProjectChanges) => void;
}) {
  const intl = useIntl();
  const disabled = !project.viewerCan.edit;
  const people = project.team.members.map((member) => member.user);
  const byId = new Map([...people, ...project.participants].map((person) => [person.id, person]));

  return (
    <Card bg="white" p="lg" data-testid="project-fields">
      <Stack gap="sm">
        <Row label={intl.formatMessage(projectMessages.status)}>
          <StatusSelect
            aria-label={intl.formatMessage(projectMessages.status)}
            value={project.status as GoalStatus}
            onChange={(status) => status !== project.status && onChange({ status })}
            disabled={disabled}
            maw={260}
            data-testid="project-status"
          />
        </Row>
        <Row label={intl.formatMessage(projectMessages.priority)}>
          <PrioritySelect
            aria-label={intl.formatMessage(projectMessages.priority)}
            value={project.priority as Priority}
            onChange={(priority) => priority !== project.priority && onChange({ priority })}
            disabled={disabled}
            maw={260}
          />
        </Row>
        <Row label={intl.formatMessage(projectMessages.deadline)}>
          <Group gap="sm" wrap="nowrap">
            <LocalDateInput
              aria-label={intl.formatMessage(projectMessages.deadline)}
              value={project.deadline ?? null}
              onChange={(deadline) => {
                if (deadline !== project.deadline) onChange({ deadline });
              }}
              disabled={disabled}
              w={180}
              data-testid="project-deadline"
            />
            {project.deadline && <DeadlineLabel dueDate={project.deadline} withDate={false} />}
          </Group>
        </Row>
        <Row label={intl.formatMessage(projectMessages.leader)}>
          <LeaderSelect
            aria-label={intl.formatMessage(projectMessages.leader)}
            placeholder={intl.formatMessage(projectMessages.noLeader)}
            people={people}
            value={project.leader ?? null}
            onChange={(leader) => leader?.id !== project.leader?.id && onChange({ leader })}
            disabled={disabled}
            clearable
            maw={260}
          />
        </Row>
        <Row label={intl.formatMessage(projectMessages.participants)}>
          <MemberPicker
            label=""
            users={people}
            value={project.participants.map((person) => person.id)}
            onChange={(ids) => onChange({ participants: ids.flatMap((id) => byId.get(id) ?? []) })}
            disabled={disabled}
            emptyMessage={intl.formatMessage(projectMessages.participantsNone)}
          />
        </Row>
      </Stack>
    </Card>
  );
}
