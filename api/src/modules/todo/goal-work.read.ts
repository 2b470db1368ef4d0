import type { EntityManager } from '@mikro-orm/postgresql';
import { ReadStatement } from '../../database/read-statement.js';

/** The work on a goal and every live sub-goal under it, at any depth. */
export interface GoalWorkFigures {
  /** Planner slots (quarter-hours) of the to-dos. */
  slots: number;
  /** To-dos not stopped. */
  todos: number;
  /** To-dos completed. */
  doneTodos: number;
  /** Whether a live sub-goal is counted in. */
  includesSubgoals: boolean;
}

const NONE: GoalWorkFigures = { slots: 0, todos: 0, doneTodos: 0, includesSubgoals: false };

/**
 * One statement for any number of goals: the recursive part walks down the parent links (the goal's
 * live descendants, `union` so that a cycle could not loop), then each goal of the tree adds its
 * enabled to-dos and their plans. Every live sub-goal counts, whoever may read it: the figures are
 * numbers of the parent, the same for everyone who reads it, and name nothing (as the planned time
 * already counted colleagues' private to-dos).
 */
const GOAL_WORK = new ReadStatement<
  [goalIds: string],
  { goal_id: string; subgoals: string; todos: string; done: string; slots: string }
>(
  'goal_work',
  () => `with recursive tree(root_id, goal_id) as (
      select g.id, g.id from goal g where g.id = any(?::uuid[]) and g.enable
      union
      select tree.root_id, c.id from tree join goal c on c.parent_id = tree.goal_id and c.enable
    )
    select tree.root_id as goal_id, count(*) - 1 as subgoals, sum(work.todos) as todos, sum(work.done) as done, sum(plans.slots) as slots
    from tree
    cross join lateral (select count(*) filter (where t.cancelled_date is null) as todos,
        count(*) filter (where t.cancelled_date is null and t.complete_date is not null) as done
      from todo t where t.goal_id = tree.goal_id and t.enable) work
    cross join lateral (select coalesce(sum(cardinality(p.blocks)), 0) as slots
      from todo t join planner p on p.todo_id = t.id and p.enable where t.goal_id = tree.goal_id and t.enable) plans
    group by tree.root_id`,
);

/** The figures of each goal, in the order of `goalIds` (a missing or deleted goal has none). */
export async function readGoalWork(em: EntityManager, goalIds: readonly string[]): Promise<GoalWorkFigures[]> {
  // A uuid[] literal: knex would spread an array parameter into several (the ids are goals' own).
  const rows = await GOAL_WORK.run(em, [`{${goalIds.join(',')}}`]);
  const byGoal = new Map(
    rows.map((row) => [
      row.goal_id,
      {
        slots: Number(row.slots),
        todos: Number(row.todos),
        doneTodos: Number(row.done),
        includesSubgoals: Number(row.subgoals) > 0,
      },
    ]),
  );
  return goalIds.map((id) => byGoal.get(id) ?? NONE);
}
