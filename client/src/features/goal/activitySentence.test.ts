import { describe, expect, it } from 'vitest';
import { activityMessages } from './activityMessages';
import { activitySentence, type ActivityLookups, type ActivityRow } from './activitySentence';

const lookups: ActivityLookups = {
  status: (status) => `status:${status}`,
  priority: (priority) => `priority:${priority}`,
  date: (date) => `date:${date}`,
  indicator: (indicator) => `${indicator.currentValue}/${indicator.targetValue} ${indicator.type}`,
  user: (id) => ({ u1: 'Mina' })[id] ?? null,
  team: (id) => ({ t1: 'Design' })[id] ?? null,
  goal: (id) => ({ g1: 'Launch' })[id] ?? null,
  project: () => null,
  generic: (message) => `generic:${message.id}`,
};

const row = (field: string, oldValue: string | null, newValue: string | null): ActivityRow => ({
  activityType: 'goal',
  user: { name: 'Jun' },
  history: { field, oldValue, newValue },
});

describe('activitySentence', () => {
  it('says who created the goal', () => {
    expect(activitySentence(row('goal', null, 'Launch'), lookups)).toEqual({
      message: activityMessages.created,
      values: { name: 'Jun', value: 'Launch' },
    });
  });

  it('translates statuses and priorities on both sides', () => {
    expect(activitySentence(row('status', 'PLANNED', 'AT_RISK'), lookups).values).toEqual({
      name: 'Jun',
      old: 'status:PLANNED',
      new: 'status:AT_RISK',
    });
    expect(activitySentence(row('priority', 'LOW', 'HIGHEST'), lookups).values).toMatchObject({
      old: 'priority:LOW',
      new: 'priority:HIGHEST',
    });
  });

  it('formats dates and tells a cleared date apart', () => {
    expect(activitySentence(row('end_date', null, '2026-03-09'), lookups)).toEqual({
      message: activityMessages.endDateSet,
      values: { name: 'Jun', value: 'date:2026-03-09' },
    });
    expect(activitySentence(row('start_date', '2026-03-01', null), lookups).message).toBe(
      activityMessages.startDateCleared,
    );
  });

  it('resolves people and teams, naming unknown ones generically', () => {
    expect(activitySentence(row('participant', null, 'u1'), lookups)).toEqual({
      message: activityMessages.participantAdded,
      values: { name: 'Jun', value: 'Mina' },
    });
    expect(activitySentence(row('participant', 'u9', null), lookups)).toEqual({
      message: activityMessages.participantRemoved,
      values: { name: 'Jun', value: 'generic:goal.activity.someone' },
    });
    expect(activitySentence(row('sharing', 't1', null), lookups)).toEqual({
      message: activityMessages.sharingOff,
      values: { name: 'Jun', value: 'Design' },
    });
    expect(activitySentence(row('sharing', null, 't7'), lookups).values['value']).toBe(
      'generic:goal.activity.anotherTeam',
    );
  });

  it('reads the stored indicator text', () => {
    expect(activitySentence(row('indicator', null, 'percent:0/40/100'), lookups).values['value']).toBe(
      '40/100 percent',
    );
    expect(activitySentence(row('indicator', 'number:1/2/3', null), lookups).message).toBe(
      activityMessages.indicatorCleared,
    );
  });

  it('moves under a parent or to the top', () => {
    expect(activitySentence(row('parent', null, 'g1'), lookups).values['value']).toBe('Launch');
    expect(activitySentence(row('parent', 'g1', null), lookups).message).toBe(activityMessages.parentCleared);
  });

  it('words comments, notes and unknown changes', () => {
    expect(activitySentence({ activityType: 'comment', user: { name: 'Jun' }, history: null }, lookups).message).toBe(
      activityMessages.comment,
    );
    expect(activitySentence({ activityType: 'note', user: { name: 'Jun' }, history: null }, lookups).message).toBe(
      activityMessages.note,
    );
    expect(activitySentence(row('mystery', 'a', 'b'), lookups).message).toBe(activityMessages.changed);
  });
});
