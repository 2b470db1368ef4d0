import { useApolloClient } from '@apollo/client/react';
import { Checkbox, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFailureToast } from '../../apollo/useFailureToast';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionCard } from '../../components/SectionCard';
import type { GoalDetailQuery } from '../../gql/graphql';
import { goalMessages } from './messages';
import { ChildrenSharingStatusDocument } from './operations';
import { useSetGoalSharing } from './useSetGoalSharing';

type Goal = GoalDetailQuery['goal'];
type Pending = { teamId: string; teamName: string; enable: boolean; changing: number };

/**
 * Sharing with the teams of the workspace (spec 1 sections 2 and 4): a switch per team, the owning
 * team always on; with "include subtasks", the subtasks that would change are counted first and confirmed.
 */
export function SharingSection({ goal }: { readonly goal: Goal }) {
  const intl = useIntl();
  const client = useApolloClient();
  const toastFailure = useFailureToast();
  const [share, { loading }] = useSetGoalSharing();
  const [includeChildren, setIncludeChildren] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const shared = new Map(goal.sharedTeams.map((sharing) => [sharing.team.id, sharing.isOwner]));
  const teams =
    goal.team.workspace.teams.length > 0 ? goal.team.workspace.teams : goal.sharedTeams.map((sharing) => sharing.team);

  const apply = async (teamId: string, teamName: string, enable: boolean) => {
    const outcome = await share({ goalId: goal.id, teamId, enable, includeChildGoals: includeChildren }, teamName);
    if (outcome.ok) setPending(null);
  };

  const onToggle = async (teamId: string, teamName: string, enable: boolean) => {
    if (!includeChildren || goal.children.length === 0) return apply(teamId, teamName, enable);
    setChecking(teamId);
    try {
      const { data } = await client.query({
        query: ChildrenSharingStatusDocument,
        variables: { goalId: goal.id, teamId, enable },
        fetchPolicy: 'network-only',
      });
      const changing = data?.childrenSharingStatus.changing.length ?? 0;
      if (changing === 0) await apply(teamId, teamName, enable);
      else setPending({ teamId, teamName, enable, changing });
    } catch (error) {
      toastFailure(error, goalMessages.shareFailed);
    } finally {
      setChecking(null);
    }
  };

  return (
    <SectionCard
      title={intl.formatMessage({ id: 'goal.sharing.title', defaultMessage: 'Sharing with teams' })}
      testId="goal-sharing"
      actions={
        goal.viewerCan.share && (
          <Checkbox
            size="xs"
            label={intl.formatMessage({ id: 'goal.sharing.includeChildren', defaultMessage: 'Include subtasks' })}
            checked={includeChildren}
            onChange={(event) => setIncludeChildren(event.currentTarget.checked)}
            data-testid="goal-sharing-children"
          />
        )
      }
    >
      <Stack gap={8}>
        {teams.map((team) => {
          const isOwner = shared.get(team.id) === true;
          return (
            <Group key={team.id} justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                {team.name}
                {isOwner && (
                  <Text span size="xs" c="gray.6" ml={6}>
                    <FormattedMessage id="goal.sharing.owner" defaultMessage="(owning team)" />
                  </Text>
                )}
              </Text>
              <Switch
                checked={shared.has(team.id)}
                disabled={isOwner || !goal.viewerCan.share || loading || checking !== null}
                onChange={(event) => void onToggle(team.id, team.name, event.currentTarget.checked)}
                aria-label={team.name}
                data-testid={`goal-sharing-${team.id}`}
              />
            </Group>
          );
        })}
      </Stack>
      <ConfirmDialog
        opened={pending !== null}
        color="brand"
        title={intl.formatMessage({ id: 'goal.sharing.confirmTitle', defaultMessage: 'Change the subtasks too?' })}
        confirmLabel={intl.formatMessage({ id: 'goal.sharing.confirm', defaultMessage: 'Apply' })}
        loading={loading}
        onConfirm={() => pending && void apply(pending.teamId, pending.teamName, pending.enable)}
        onClose={() => setPending(null)}
      >
        {pending && (
          <FormattedMessage
            id="goal.sharing.confirmBody"
            defaultMessage="{count, plural, one {# subtask} other {# subtasks}} will change: {enable, select, true {they will be shared with} other {they will no longer be shared with}} {team}."
            values={{ count: pending.changing, enable: String(pending.enable), team: <b>{pending.teamName}</b> }}
          />
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}
