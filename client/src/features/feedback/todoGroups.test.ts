import { describe, expect, it } from 'vitest';
import { groupTodosByGoal } from '../../components/work-item/todoGroups';
import { groupSelection, setGroupSelected, toggleTodo, withSelected } from './todoGroups';

const goalA = { id: 'ga', title: 'Launch' };
const todo = (id: string, goal: typeof goalA | null) => ({ id, goal });

describe('selecting a group', () => {
  const [launch] = groupTodosByGoal([todo('2', goalA), todo('4', goalA)]);

  it('selects all of a group after what was selected, once each', () => {
    expect(setGroupSelected(['9', '4'], launch!, true)).toEqual(['9', '4', '2']);
  });

  it('unselects all of a group and keeps the others', () => {
    expect(setGroupSelected(['2', '9', '4'], launch!, false)).toEqual(['9']);
  });

  it('stops at the maximum', () => {
    expect(setGroupSelected(['9'], launch!, true, 2)).toEqual(['9', '2']);
    expect(toggleTodo(['9', '2'], '4', 2)).toEqual(['9', '2']);
  });

  it('counts the selected to-dos of a group', () => {
    expect(groupSelection(launch!, new Set(['2']))).toEqual({ count: 1, all: false });
    expect(groupSelection(launch!, new Set(['2', '4']))).toEqual({ count: 2, all: true });
  });

  it('toggles one to-do', () => {
    expect(toggleTodo(['2'], '4')).toEqual(['2', '4']);
    expect(toggleTodo(['2', '4'], '2')).toEqual(['4']);
  });
});

describe('withSelected', () => {
  it('keeps selected to-dos the period does not reach, after the choices', () => {
    expect(withSelected([todo('1', null)], [todo('1', null), todo('7', goalA)]).map((item) => item.id)).toEqual([
      '1',
      '7',
    ]);
  });
});
