import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatLocalDate, priorityLabels, statusLabels } from '../../components/work-item';
import type { GoalDetailQuery } from '../../gql/graphql';
import { activityMessages } from './activityMessages';
import type { ActivityLookups } from './activitySentence';
import { formatIndicatorValue } from './indicatorFormat';

/** Words for the ids and codes of the feed, from what the detail page knows of the goal. */
export function useActivityLookups(goal: GoalDetailQuery['goal']): ActivityLookups {
  const intl = useIntl();
  return useMemo(() => {
    const users = new Map<string, string>();
    for (const member of goal.team.workspace.members) users.set(member.user.id, member.user.name);
    for (const member of goal.team.members) users.set(member.user.id, member.user.name);
    for (const user of [...goal.participants, ...(goal.leader ? [goal.leader] : [])]) users.set(user.id, user.name);
    const teams = new Map(
      [...goal.team.workspace.teams, ...goal.sharedTeams.map((sharing) => sharing.team)].map((team) => [
        team.id,
        team.name,
      ]),
    );
    const goals = new Map(
      [...goal.ancestors, ...goal.children, ...(goal.project?.goals ?? [])].map((other) => [other.id, other.title]),
    );
    return {
      status: (status) => intl.formatMessage(statusLabels[status]),
      priority: (priority) => intl.formatMessage(priorityLabels[priority]),
      date: (date) => formatLocalDate(intl, date),
      indicator: (indicator) =>
        intl.formatMessage(activityMessages.indicatorValue, {
          current: formatIndicatorValue(intl, indicator.type, indicator.currentValue),
          target: formatIndicatorValue(intl, indicator.type, indicator.targetValue),
        }),
      user: (id) => users.get(id) ?? null,
      team: (id) => teams.get(id) ?? null,
      goal: (id) => goals.get(id) ?? null,
      project: (id) => (goal.project?.id === id ? goal.project.name : null),
      generic: (message) => intl.formatMessage(message),
    };
  }, [goal, intl]);
}
