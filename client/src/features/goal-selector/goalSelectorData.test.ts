import { ACTIVE_STATUSES, GOAL_STATUSES } from '@domain/goal-status';
import { describe, expect, it } from 'vitest';
import type { WorkStatus } from '../../gql/graphql';
import { goalSelectorData, type GoalSelectorGroups } from './goalSelectorData';

const goal = (id: string, title: string, status: WorkStatus = 'IN_PROGRESS' as WorkStatus) =>
  ({ __typename: 'Goal', id, title, status, priority: 'MEDIUM', endDate: null }) as const;
const labels = { others: '기타', linked: '연결된 목표' };

describe('goal selector options', () => {
  it('groups goals by project with the translated "others" group last, leaving out empty groups', () => {
    const groups: GoalSelectorGroups = [
      { __typename: 'GoalSelectorGroup', projectId: null, projectName: null, goals: [goal('g3', 'Loose task')] },
      {
        __typename: 'GoalSelectorGroup',
        projectId: 'p1',
        projectName: 'Launch',
        goals: [goal('g1', 'Landing page'), goal('g2', 'Pricing')],
      },
      { __typename: 'GoalSelectorGroup', projectId: 'p2', projectName: 'Empty', goals: [] },
    ];
    const { groups: options, byId } = goalSelectorData(groups, labels);
    expect(options).toEqual([
      {
        group: 'Launch',
        items: [
          { value: 'g1', label: 'Landing page' },
          { value: 'g2', label: 'Pricing' },
        ],
      },
      { group: '기타', items: [{ value: 'g3', label: 'Loose task' }] },
    ]);
    expect(byId.get('g2')?.title).toBe('Pricing');
    expect(byId.size).toBe(3);
  });

  it('lists nothing when the API returns nothing', () => {
    expect(goalSelectorData([], labels).groups).toEqual([]);
  });

  it('lists no goal outside the active statuses, except the linked one', () => {
    const all = GOAL_STATUSES.map((status) => goal(`g-${status}`, status, status as WorkStatus));
    const groups: GoalSelectorGroups = [
      { __typename: 'GoalSelectorGroup', projectId: null, projectName: null, goals: all },
    ];
    const listed = (linked: ReturnType<typeof goal> | null) =>
      goalSelectorData(groups, labels, linked).groups.flatMap((group) => group.items.map((item) => item.label));
    expect(listed(null)).toEqual([...ACTIVE_STATUSES]);
    expect(listed(goal('g-PAUSED', 'PAUSED', 'PAUSED' as WorkStatus))).toEqual(['PAUSED', ...ACTIVE_STATUSES]);
  });

  it("shows the to-do's linked goal first when it is no longer active, and once when it is", () => {
    const groups: GoalSelectorGroups = [
      { __typename: 'GoalSelectorGroup', projectId: 'p1', projectName: 'Launch', goals: [goal('g1', 'Landing page')] },
    ];
    const paused = goalSelectorData(groups, labels, { id: 'g9', title: 'Paused goal', status: 'PAUSED' as WorkStatus });
    expect(paused.groups[0]).toEqual({ group: '연결된 목표', items: [{ value: 'g9', label: 'Paused goal' }] });
    expect(paused.byId.get('g9')?.status).toBe('PAUSED');
    const active = goalSelectorData(groups, labels, {
      id: 'g1',
      title: 'Landing page',
      status: 'IN_PROGRESS' as WorkStatus,
    });
    expect(active.groups).toEqual([{ group: 'Launch', items: [{ value: 'g1', label: 'Landing page' }] }]);
  });
});
