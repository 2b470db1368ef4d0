import { Anchor, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFieldErrors } from '../../apollo/errorMessages';
import { UserAvatar } from '../../components/UserAvatar';
import { LocalDateInput } from '../../components/LocalDateInput';
import { DeadlineLabel } from '../../components/work-item';
import { PrioritySelect, StatusSelect } from '../../components/work-item/selects';
import type { GoalDetailQuery, UpdateGoalInput } from '../../gql/graphql';
import { GoalParentSelect } from './GoalParentSelect';
import { GoalProjectSelect } from './GoalProjectSelect';
import { goalMessages } from './messages';
import { useUpdateGoal } from './useUpdateGoal';

type Goal = GoalDetailQuery['goal'];

function Field({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Text size="xs" fw={600} c="gray.6">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Status, priority, leader, dates, project and parent goal; each editor saves its field (updateGoal, moveGoal). */
export function GoalPropertiesCard({ goal }: { readonly goal: Goal }) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [update] = useUpdateGoal();
  const [dateError, setDateError] = useState<string>();
  const readOnly = !goal.viewerCan.edit;
  const leaders = goal.team.members.map((member) => member.user);
  if (goal.leader && !leaders.some((user) => user.id === goal.leader!.id))
    leaders.unshift({ ...goal.leader, __typename: 'UserProfile', email: '', mbti: null });

  const save = (input: UpdateGoalInput) => void update(goal.id, input);
  const saveDate = async (input: UpdateGoalInput) => {
    setDateError(undefined);
    const outcome = await update(goal.id, input, { inlineFieldErrors: true });
    if (!outcome.ok) setDateError(fieldErrorsOf(outcome.error)['endDate']);
  };

  return (
    <Paper withBorder bg="white" p="md">
      <SimpleGrid cols={3} spacing="md" verticalSpacing="md">
        <Field label={intl.formatMessage(goalMessages.status)}>
          <StatusSelect
            value={goal.status}
            onChange={(status) => save({ status })}
            readOnly={readOnly}
            size="sm"
            aria-label={intl.formatMessage(goalMessages.status)}
            data-testid="goal-status"
          />
        </Field>
        <Field label={intl.formatMessage(goalMessages.priority)}>
          <PrioritySelect
            value={goal.priority}
            onChange={(priority) => save({ priority })}
            readOnly={readOnly}
            size="sm"
            aria-label={intl.formatMessage(goalMessages.priority)}
          />
        </Field>
        <Field label={intl.formatMessage(goalMessages.leader)}>
          <Select
            size="sm"
            value={goal.leader?.id ?? null}
            data={leaders.map((user) => ({ value: user.id, label: user.name }))}
            onChange={(leaderId) => save({ leaderId })}
            placeholder={intl.formatMessage(goalMessages.noLeader)}
            leftSection={
              goal.leader ? <UserAvatar user={goal.leader} size={20} nameShown withTooltip={false} /> : undefined
            }
            readOnly={readOnly}
            searchable
            clearable={!readOnly}
            aria-label={intl.formatMessage(goalMessages.leader)}
            comboboxProps={{ withinPortal: true }}
          />
        </Field>
        <Field label={intl.formatMessage(goalMessages.startDate)}>
          <LocalDateInput
            size="sm"
            value={goal.startDate ?? null}
            maxDate={goal.endDate}
            onChange={(startDate) => void saveDate({ startDate })}
            readOnly={readOnly}
            aria-label={intl.formatMessage(goalMessages.startDate)}
            data-testid="goal-start-date"
          />
        </Field>
        <Field label={intl.formatMessage(goalMessages.endDate)}>
          <LocalDateInput
            size="sm"
            value={goal.endDate ?? null}
            minDate={goal.startDate}
            onChange={(endDate) => void saveDate({ endDate })}
            readOnly={readOnly}
            error={dateError}
            rightSectionWidth={64}
            rightSection={goal.endDate ? <DeadlineLabel dueDate={goal.endDate} withDate={false} /> : undefined}
            aria-label={intl.formatMessage(goalMessages.endDate)}
            data-testid="goal-end-date"
          />
        </Field>
        <Field label={intl.formatMessage(goalMessages.project)}>
          <GoalProjectSelect
            size="sm"
            teamId={goal.team.id}
            value={goal.project?.id ?? null}
            current={goal.project}
            onChange={(projectId) => save({ projectId })}
            readOnly={readOnly}
            aria-label={intl.formatMessage(goalMessages.project)}
            data-testid="goal-project"
          />
          {goal.project && (
            <Anchor
              component={Link}
              to={`/project/${goal.project.id}`}
              size="xs"
              truncate="end"
              title={goal.project.name}
            >
              {intl.formatMessage(goalMessages.openProject)}
            </Anchor>
          )}
        </Field>
        <Field label={intl.formatMessage(goalMessages.parent)}>
          <GoalParentSelect goal={goal} />
        </Field>
      </SimpleGrid>
    </Paper>
  );
}
