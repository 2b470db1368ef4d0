import { describe, expect, it } from 'vitest';
import { applyTodoChange, readTitle, sortPlanners } from './todoDraft';

const todo = { title: 'Write', content: '', isPublic: false, dueDate: '2026-03-10' as string | null };

describe('to-do drafts', () => {
  it('keeps a title only when it is not blank after trimming', () => {
    expect(readTitle('  Plan the week ')).toBe('Plan the week');
    expect(readTitle('   ')).toBeNull();
    expect(readTitle('')).toBeNull();
  });

  it('clears the due date when the same day is picked again', () => {
    expect(applyTodoChange(todo, { dueDate: '2026-03-10' }).dueDate).toBeNull();
    expect(applyTodoChange(todo, { dueDate: '2026-03-11' }).dueDate).toBe('2026-03-11');
  });

  it('makes the to-do public when a goal is linked, and leaves it when unlinked', () => {
    expect(applyTodoChange(todo, { goalId: 'g1' }).isPublic).toBe(true);
    expect(applyTodoChange(todo, { goalId: null }).isPublic).toBe(false);
  });

  it('sorts plans by date', () => {
    expect(
      sortPlanners([{ plannerDate: '2026-03-12' }, { plannerDate: '2026-03-01' }]).map((p) => p.plannerDate),
    ).toEqual(['2026-03-01', '2026-03-12']);
  });
});
