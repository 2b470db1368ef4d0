/** Seeding step: to-dos, each (often) on a goal its owner reads. */
import { addDays } from '../seed-random.js';
import { CATEGORY_IDS, TODO_OBJECTS, TODO_WORDS } from '../seed-vocabulary.js';
import type { Goals, People, Row, SeedContext, Todos } from './context.js';

type MakeTodo = (i: number, opts: { goal: 'always' | 'often'; open?: boolean }) => Row;

/** Answers a function that adds one to-do of user i to `out` (open: neither done nor disabled). */
function todoMaker(ctx: SeedContext, people: People, goals: Goals, out: Todos): MakeTodo {
  const { r, benchDay, past } = ctx;
  const { userId, teamsOf } = people;
  const { todos, todosOf } = out;
  const readableGoals = (i: number) => [
    ...new Set((teamsOf.get(i) ?? []).flatMap((t) => goals.goalsSharedWith.get(t)!)),
  ];
  // Goals in the active statuses: the planner and the to-do lists leave out the to-dos of the others.
  const openGoal = new Set(
    goals.goals
      .filter((g) => ['PLANNED', 'IN_PROGRESS', 'AT_RISK'].includes(g.status_code as string))
      .map((g) => g.id as string),
  );
  return (i, opts) => {
    const readable = readableGoals(i);
    const openReadable = readable.filter((g) => openGoal.has(g));
    const goalId =
      opts.goal === 'always' || r.chance(0.7) ? r.pick(openReadable.length ? openReadable : readable) : null;
    const done = !opts.open && r.chance(0.35);
    const cancelled = !opts.open && !done && r.chance(0.03);
    const registered = past(60);
    const todo: Row = {
      id: r.uuid(),
      title: `${r.pick(TODO_WORDS)} ${r.pick(TODO_OBJECTS)}${r.int(1, 999)}`,
      content: r.chance(0.2) ? 'Notes for this to-do.' : null,
      user_id: userId(i),
      register_id: userId(i),
      update_id: null,
      goal_id: goalId,
      category_id: r.pick(CATEGORY_IDS),
      is_public: r.chance(0.85),
      enable: opts.open ? true : r.chance(0.98),
      complete_date: done ? past(30) : null,
      cancelled_date: cancelled ? past(30) : null,
      due_date: r.chance(0.4) ? addDays(benchDay, r.int(-10, 30)) : null,
      register_date: registered,
      update_date: registered,
      is_hidden: false,
    };
    todos.push(todo);
    todosOf.set(i, [...(todosOf.get(i) ?? []), todo]);
    return todo;
  };
}

/** To-dos: 600 for the bench user (all with a goal it reads), about 22 for everyone else: 5,000. */
export function seedTodos(ctx: SeedContext, people: People, goals: Goals): Todos {
  const out: Todos = { todos: [], todosOf: new Map<number, Row[]>() };
  const makeTodo = todoMaker(ctx, people, goals, out);
  for (let k = 0; k < 600; k++) makeTodo(0, { goal: 'always', open: k < 580 });
  const perOther = Math.floor(4400 / 199);
  let extra = 4400 - perOther * 199;
  for (let i = 1; i < 200; i++) {
    const n = perOther + (extra-- > 0 ? 1 : 0);
    for (let k = 0; k < n; k++) makeTodo(i, { goal: 'often' });
  }
  return out;
}
