import { describe, expect, it } from 'vitest';
import { goalGroups, groupKeyOf } from './goalGroups';

const launch = { id: 'g1', title: 'Launch' };
const hiring = { id: 'g2', title: 'Hiring' };
const todo = (id: string, goal: typeof launch | null) => ({ id, goal });

describe('a to-do list under its goals', () => {
  it('keeps the goals in the order of their first to-do and the to-dos without a goal last', () => {
    const groups = goalGroups([todo('a', null), todo('b', hiring), todo('c', launch), todo('d', hiring)]);
    expect(groups.map((group) => [group.goalTitle, group.todos.map((item) => item.id)])).toEqual([
      ['Hiring', ['b', 'd']],
      ['Launch', ['c']],
      [null, ['a']],
    ]);
  });

  it('adds the goals waiting for a to-do as empty groups, before the to-dos without a goal, never twice', () => {
    const waiting = [{ id: 'g3', title: 'Budget' }, launch];
    const groups = goalGroups([todo('a', null), todo('c', launch)], waiting);
    expect(groups.map((group) => [group.goalId, group.todos.length])).toEqual([
      ['g1', 1],
      ['g3', 0],
      [null, 1],
    ]);
    expect(goalGroups([], waiting).map((group) => group.goalTitle)).toEqual(['Budget', 'Launch']);
  });

  it('keys a to-do by its goal', () => {
    expect(groupKeyOf(todo('a', launch))).toBe('g1');
    expect(groupKeyOf(todo('a', null))).toBeNull();
  });
});
