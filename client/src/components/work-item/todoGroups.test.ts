import { describe, expect, it } from 'vitest';
import { groupTodosByGoal } from './todoGroups';

const goalA = { id: 'ga', title: 'Launch' };
const goalB = { id: 'gb', title: 'Hiring' };
const todo = (id: string, goal: typeof goalA | null) => ({ id, goal });

describe('groupTodosByGoal', () => {
  it('groups by goal in the order of first appearance, the to-dos without a goal last', () => {
    const groups = groupTodosByGoal([
      todo('1', null),
      todo('2', goalA),
      todo('3', goalB),
      todo('4', goalA),
      todo('5', null),
    ]);
    expect(groups.map((group) => [group.goalId, group.goalTitle, group.todos.map((item) => item.id)])).toEqual([
      ['ga', 'Launch', ['2', '4']],
      ['gb', 'Hiring', ['3']],
      [null, null, ['1', '5']],
    ]);
  });

  it('lists a to-do once and gives no group for nothing', () => {
    expect(groupTodosByGoal([todo('1', goalA), todo('1', goalA)])[0]?.todos).toHaveLength(1);
    expect(groupTodosByGoal([])).toEqual([]);
  });
});
