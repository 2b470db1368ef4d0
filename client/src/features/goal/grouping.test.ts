import { describe, expect, it } from 'vitest';
import { groupGoals, type GroupableGoal } from './grouping';

const team = { id: 't1', name: 'Team' };
const goal = (id: string, extra: Partial<GroupableGoal> = {}): GroupableGoal => ({
  id,
  status: 'PLANNED',
  priority: 'MEDIUM',
  leader: null,
  project: null,
  team,
  ...extra,
});

describe('groupGoals', () => {
  it('keeps one group in list order without grouping', () => {
    const groups = groupGoals([goal('b'), goal('a')], 'none');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.goals.map((g) => g.id)).toEqual(['b', 'a']);
  });

  it('groups by status in the fixed status order, leaving out empty statuses', () => {
    const groups = groupGoals(
      [goal('1', { status: 'COMPLETED' }), goal('2', { status: 'BACKLOG' }), goal('3', { status: 'COMPLETED' })],
      'status',
    );
    expect(groups.map((g) => g.key)).toEqual(['BACKLOG', 'COMPLETED']);
    expect(groups[1]!.goals.map((g) => g.id)).toEqual(['1', '3']);
  });

  it('shows every status column on the board', () => {
    expect(groupGoals([], 'status', { allStatuses: true })).toHaveLength(7);
  });

  it('groups by priority from highest to lowest', () => {
    const groups = groupGoals([goal('1', { priority: 'LOW' }), goal('2', { priority: 'HIGHEST' })], 'priority');
    expect(groups.map((g) => g.key)).toEqual(['HIGHEST', 'LOW']);
  });

  it('groups by project name with goals without a project last', () => {
    const groups = groupGoals(
      [
        goal('1'),
        goal('2', { project: { id: 'p2', name: 'Zeta' } }),
        goal('3', { project: { id: 'p1', name: 'Alpha' } }),
        goal('4', { project: { id: 'p2', name: 'Zeta' } }),
      ],
      'project',
    );
    expect(groups.map((g) => (g.kind === 'project' ? g.name : g.kind))).toEqual(['Alpha', 'Zeta', null]);
    expect(groups[1]!.goals.map((g) => g.id)).toEqual(['2', '4']);
  });

  it('groups by leader and by team', () => {
    const ann = { id: 'u1', name: 'Ann' };
    expect(groupGoals([goal('1', { leader: ann }), goal('2')], 'leader').map((g) => g.key)).toEqual(['u1', '~none']);
    expect(groupGoals([goal('1'), goal('2', { team: { id: 't0', name: 'Alpha' } })], 'team').map((g) => g.key)).toEqual(
      ['t0', 't1'],
    );
  });
});
