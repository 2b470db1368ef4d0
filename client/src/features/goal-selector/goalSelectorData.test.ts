import { describe, expect, it } from 'vitest';
import { goalSelectorData, type GoalSelectorGroups } from './goalSelectorData';

const goal = (id: string, title: string) =>
  ({ __typename: 'Goal', id, title, status: 'IN_PROGRESS', priority: 'MEDIUM', endDate: null }) as const;

describe('goal selector options', () => {
  it('groups goals by project with the translated "others" group last, leaving out empty groups', () => {
    const groups: GoalSelectorGroups = [
      { __typename: 'GoalSelectorGroup', projectId: null, projectName: null, goals: [goal('g3', 'Loose task')] },
      { __typename: 'GoalSelectorGroup', projectId: 'p1', projectName: 'Launch', goals: [goal('g1', 'Landing page'), goal('g2', 'Pricing')] },
      { __typename: 'GoalSelectorGroup', projectId: 'p2', projectName: 'Empty', goals: [] },
    ];
    const { groups: options, byId } = goalSelectorData(groups, '기타');
    expect(options).toEqual([
      { group: 'Launch', items: [{ value: 'g1', label: 'Landing page' }, { value: 'g2', label: 'Pricing' }] },
      { group: '기타', items: [{ value: 'g3', label: 'Loose task' }] },
    ]);
    expect(byId.get('g2')?.title).toBe('Pricing');
    expect(byId.size).toBe(3);
  });

  it('lists nothing when the API returns nothing', () => {
    expect(goalSelectorData([], 'Others').groups).toEqual([]);
  });
});
