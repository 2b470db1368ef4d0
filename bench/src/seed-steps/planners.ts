/** Seeding step: planners, the bench user's measured days first, then everyone's ordinary days. */
import { addDays, at } from '../seed-random.js';
import type { People, Row, SeedContext, Todos } from './context.js';

export interface Planners {
  planners: Row[];
  /** The bench user's days with exactly N planners (P1). */
  plannerDays: { n: number; date: string }[];
  /** The planner that P4's mutation moves (alone on its date). */
  fanout: Row;
  fanoutDate: string;
}

type Plan = (i: number, todo: Row, date: string, blocks: number[], registerDate: Date) => Row;

/** Answers a function that adds one planner of user i to `planners`. */
function planner(ctx: SeedContext, people: People, planners: Row[]): Plan {
  const { r } = ctx;
  const { userId } = people;
  return (i, todo, date, blocks, registerDate) => {
    const row: Row = {
      id: r.uuid(),
      todo_id: todo.id,
      user_id: userId(i),
      register_id: userId(i),
      planner_date: date,
      blocks,
      register_date: registerDate,
      update_date: registerDate,
      update_id: null,
      enable: true,
    };
    planners.push(row);
    return row;
  };
}

/** The bench user's measured days (of 14, 1, 60 and 500 planners) and the fan-out planner. */
function planBenchDays(ctx: SeedContext, plan: Plan, benchTodos: Row[]) {
  const { r, benchDay } = ctx;
  // The measured day: 14 planners from 08:00, 1 to 4 quarter-hours each, registered in slot order.
  let slot = 32;
  for (let k = 0; k < 14; k++) {
    const length = r.int(1, 3);
    plan(
      0,
      benchTodos[k],
      benchDay,
      Array.from({ length }, (_, j) => slot + j),
      new Date(at(benchDay, 7).getTime() + k * 60_000),
    );
    slot += length + r.int(0, 1);
  }
  const plannerDays = [
    { n: 1, date: addDays(benchDay, -91) },
    { n: 14, date: benchDay },
    { n: 60, date: addDays(benchDay, -92) },
    { n: 500, date: addDays(benchDay, -93) },
  ];
  plan(0, benchTodos[14], plannerDays[0].date, [40, 41], at(plannerDays[0].date, 7));
  for (let k = 0; k < 60; k++)
    plan(
      0,
      benchTodos[15 + k],
      plannerDays[2].date,
      [18 + k],
      new Date(at(plannerDays[2].date, 7).getTime() + k * 1000),
    );
  // 500 on one day: 96 take one slot each, the other 404 are planned for the day without a time.
  for (let k = 0; k < 500; k++)
    plan(
      0,
      benchTodos[75 + k],
      plannerDays[3].date,
      k < 96 ? [k] : [],
      new Date(at(plannerDays[3].date, 7).getTime() + k * 1000),
    );
  const fanoutDate = addDays(benchDay, -94);
  const fanout = plan(0, benchTodos[575], fanoutDate, [40, 41, 42], at(fanoutDate, 7));
  return { plannerDays, fanout, fanoutDate };
}

/** Everyone's ordinary days: 1 to 4 planners a day in working hours, 10% without a time yet. */
function planOrdinaryDays(ctx: SeedContext, plan: Plan, planners: Row[], todosOf: Map<number, Row[]>) {
  const { r, benchDay, past } = ctx;
  const dayPlan = (i: number, date: string, todosOfDay: Row[]) => {
    let s = r.int(32, 44);
    for (const todo of todosOfDay) {
      const length = r.int(1, 6);
      if (r.chance(0.1) || s + length > 95) {
        plan(i, todo, date, [], past(45));
        continue;
      }
      plan(
        i,
        todo,
        date,
        Array.from({ length }, (_, j) => s + j),
        past(45),
      );
      s += length + r.int(0, 4);
    }
  };
  // The bench user's own ordinary days (its remaining 24 to-dos) around the measured day.
  const benchTodos = todosOf.get(0)!;
  for (const offset of [-3, -2, -1, 1, 2, 3])
    dayPlan(0, addDays(benchDay, offset), r.sample(benchTodos.slice(576), r.int(2, 4)));
  const others = Array.from({ length: 199 }, (_, k) => k + 1);
  const usedDates = new Map<number, Set<string>>();
  while (planners.length < 8000) {
    const i = r.pick(others);
    const date = addDays(benchDay, r.int(-45, 14));
    const used = usedDates.get(i) ?? new Set<string>();
    if (used.has(date)) continue;
    used.add(date);
    usedDates.set(i, used);
    const mine = todosOf.get(i)!.filter((t) => t.enable);
    dayPlan(i, date, r.sample(mine, Math.min(8000 - planners.length, r.int(1, 4))));
  }
}

/** Planners: the bench user's measured days, then everyone's ordinary days, 8,000 in all. */
export function seedPlanners(ctx: SeedContext, people: People, todos: Todos): Planners {
  const planners: Row[] = [];
  const plan = planner(ctx, people, planners);
  const bench = planBenchDays(ctx, plan, todos.todosOf.get(0)!);
  planOrdinaryDays(ctx, plan, planners, todos.todosOf);
  return { planners, ...bench };
}
