import { ActionIcon, Group, Paper, Select, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconX } from '../../components/icons';
import { SectionCard } from '../../components/SectionCard';
import { UserAvatar } from '../../components/UserAvatar';
import type { GoalDetailQuery } from '../../gql/graphql';
import { goalMessages } from './messages';
import { useAddGoalParticipant } from './useAddGoalParticipant';
import { useRemoveGoalParticipant } from './useRemoveGoalParticipant';

type Goal = GoalDetailQuery['goal'];

/** Who takes part: chips with a remove button, and a picker of the workspace's other active members. */
export function GoalParticipants({ goal }: { readonly goal: Goal }) {
  const intl = useIntl();
  const [add, { loading: adding }] = useAddGoalParticipant();
  const [remove] = useRemoveGoalParticipant();
  const inGoal = new Set(goal.participants.map((user) => user.id));
  const candidates = goal.team.workspace.members
    .filter((member) => member.status === 'ACTIVE' && !inGoal.has(member.user.id))
    .map((member) => member.user);

  return (
    <SectionCard
      title={intl.formatMessage(goalMessages.participants)}
      testId="goal-participants"
      actions={
        goal.viewerCan.edit &&
        candidates.length > 0 && (
          <Select
            size="xs"
            w={200}
            value={null}
            placeholder={intl.formatMessage({ id: 'goal.participants.add', defaultMessage: 'Add a participant' })}
            data={candidates.map((user) => ({ value: user.id, label: user.name }))}
            onChange={(userId) => userId && void add(goal.id, userId)}
            disabled={adding}
            searchable
            comboboxProps={{ withinPortal: true }}
            aria-label={intl.formatMessage({ id: 'goal.participants.add', defaultMessage: 'Add a participant' })}
          />
        )
      }
    >
      {goal.participants.length === 0 ? (
        <Text size="sm" c="gray.6">
          {intl.formatMessage({ id: 'goal.participants.none', defaultMessage: 'Nobody takes part yet.' })}
        </Text>
      ) : (
        <Group gap={8}>
          {goal.participants.map((user) => (
            <Paper
              key={user.id}
              withBorder
              radius="xl"
              py={3}
              pl={4}
              pr={goal.viewerCan.edit ? 4 : 10}
              data-testid="goal-participant"
            >
              <Group gap={6} wrap="nowrap">
                <UserAvatar user={user} nameShown />
                <Text size="sm" truncate="end" maw={160}>
                  {user.name}
                </Text>
                {goal.viewerCan.edit && (
                  <ActionIcon
                    size="sm"
                    radius="xl"
                    variant="subtle"
                    color="gray"
                    onClick={() => void remove(goal, user.id)}
                    aria-label={intl.formatMessage(
                      { id: 'goal.participants.remove', defaultMessage: 'Remove {name}' },
                      { name: user.name },
                    )}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                )}
              </Group>
            </Paper>
          ))}
        </Group>
      )}
    </SectionCard>
  );
}
