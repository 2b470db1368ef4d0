import { isOneOf } from '@domain/goal-display';
import { GOAL_STATUSES, PRIORITIES, type GoalStatus, type Priority } from '@domain/goal-status';
import type { MessageDescriptor } from 'react-intl';
import { activityMessages as m } from './activityMessages';
import { parseIndicatorText, type IndicatorText } from './indicatorFormat';

/** What a feed row says: one message with its values (the actor's name comes in as {name}). */
export interface ActivitySentence {
  readonly message: MessageDescriptor;
  readonly values: Record<string, string>;
}

export interface ActivityRow {
  readonly activityType: string;
  readonly user: { readonly name: string };
  readonly history: {
    readonly field: string;
    readonly oldValue: string | null;
    readonly newValue: string | null;
  } | null;
}

/**
 * How ids and codes in the history become words. A lookup answers null for what the page does not
 * know (a former participant, a team the viewer cannot see): the sentence then names it generically.
 */
export interface ActivityLookups {
  readonly status: (status: GoalStatus) => string;
  readonly priority: (priority: Priority) => string;
  readonly date: (date: string) => string;
  readonly indicator: (indicator: IndicatorText) => string;
  readonly user: (id: string) => string | null;
  readonly team: (id: string) => string | null;
  readonly goal: (id: string) => string | null;
  readonly project: (id: string) => string | null;
  readonly generic: (message: MessageDescriptor) => string;
}

/** The sentence of one activity row (spec 1 section 2: the activity feed of goal changes, comments and notes). */
export function activitySentence(row: ActivityRow, lookups: ActivityLookups): ActivitySentence {
  const name = row.user.name;
  const say = (message: MessageDescriptor, value?: string): ActivitySentence => ({
    message,
    values: value === undefined ? { name } : { name, value },
  });
  if (row.activityType === 'comment') return say(m.comment);
  if (row.activityType === 'note') return say(m.note);
  const history = row.history;
  if (!history) return say(m.changed);
  const { oldValue, newValue } = history;
  const named = (id: string | null, lookup: (id: string) => string | null, fallback: MessageDescriptor) =>
    (id ? lookup(id) : null) ?? lookups.generic(fallback);

  switch (history.field) {
    case 'goal':
      return say(m.created, newValue ?? '');
    case 'title':
      return say(m.title, newValue ?? '');
    case 'content':
      return say(m.content);
    case 'status':
    case 'priority': {
      const label = (value: string | null) => {
        if (history.field === 'status')
          return value && isOneOf(GOAL_STATUSES, value) ? lookups.status(value) : (value ?? '');
        return value && isOneOf(PRIORITIES, value) ? lookups.priority(value) : (value ?? '');
      };
      return {
        message: history.field === 'status' ? m.status : m.priority,
        values: { name, old: label(oldValue), new: label(newValue) },
      };
    }
    case 'start_date':
      return newValue ? say(m.startDateSet, lookups.date(newValue)) : say(m.startDateCleared);
    case 'end_date':
      return newValue ? say(m.endDateSet, lookups.date(newValue)) : say(m.endDateCleared);
    case 'leader':
      return newValue ? say(m.leaderSet, named(newValue, lookups.user, m.someone)) : say(m.leaderCleared);
    case 'participant':
      return newValue
        ? say(m.participantAdded, named(newValue, lookups.user, m.someone))
        : say(m.participantRemoved, named(oldValue, lookups.user, m.someone));
    case 'sharing':
      return newValue
        ? say(m.sharingOn, named(newValue, lookups.team, m.anotherTeam))
        : say(m.sharingOff, named(oldValue, lookups.team, m.anotherTeam));
    case 'indicator': {
      const indicator = parseIndicatorText(newValue);
      return indicator ? say(m.indicatorSet, lookups.indicator(indicator)) : say(m.indicatorCleared);
    }
    case 'parent':
      return newValue ? say(m.parentSet, named(newValue, lookups.goal, m.anotherGoal)) : say(m.parentCleared);
    case 'project':
      return newValue ? say(m.projectSet, named(newValue, lookups.project, m.aProject)) : say(m.projectCleared);
    default:
      return say(m.changed);
  }
}
