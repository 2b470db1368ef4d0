import { z } from 'zod';
import type { BusyTime, CreatedTodoOutput, TodoDayOutput } from '@domain/assistant-tools.js';
import { overlaps, slotRange } from '@domain/planner-slots.js';
import { addDays } from '../offline/dates.js';
import { nextFreeSlots } from './free-time.js';
import type { AssistantCreateTodoMutation, AssistantPlannedTodoFragment } from './gql/graphql.js';
import { AssistantCreateTodoDocument, AssistantMembersDocument, AssistantPlannerDayDocument } from './operations.js';
import { defineTool, ToolError, TOOL_LIST_LIMIT, type GraphQLRunner } from './tool.js';

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A day, YYYY-MM-DD.');
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/)
  .describe('A time of day, HH:MM, on the quarter hour.');

/** The days a range of to-dos covers at most: a week. */
const RANGE_DAYS_MAX = 7;

const plannedTodo = z.object({
  todoId: z.string(),
  plannerId: z.string(),
  title: z.string().nullable().describe('Null when the to-do is private to someone else (masked).'),
  masked: z.boolean(),
  status: z.string(),
  category: z.string(),
  color: z.string().describe('The category colour name.'),
  colorHex: z.string().describe('The category colour, #rrggbb.'),
  blocks: z.array(z.number().int()).describe('Quarter-hour slots of the day, 0 (00:00) to 95 (23:45).'),
});
const plannerDayOutput = z.object({
  date: z.string(),
  total: z.number().int(),
  cut: z.boolean().describe('True when the list was cut to its first items.'),
  todos: z.array(plannedTodo),
});

async function plannerDay(run: GraphQLRunner, day: string, userId: string | null): Promise<TodoDayOutput> {
  const { plannerDay: planners } = await run(AssistantPlannerDayDocument, { date: day, userId });
  return dayOf(day, planners);
}

function dayOf(day: string, planners: AssistantPlannedTodoFragment[]): TodoDayOutput {
  const todos = planners.slice(0, TOOL_LIST_LIMIT).map((planner) => ({
    todoId: planner.todo.id,
    plannerId: planner.id,
    title: planner.todo.title,
    masked: planner.todo.masked,
    status: planner.todo.status,
    category: planner.todo.category.name,
    color: planner.todo.category.colorName,
    colorHex: planner.todo.category.color,
    blocks: planner.blocks,
  }));
  return { date: day, total: planners.length, cut: planners.length > todos.length, todos };
}

/** get-todo: the viewer's own to-dos planned on a day. */
export const getTodos = defineTool({
  name: 'get_todos',
  feature: 'get-todo',
  description: "Lists the user's own to-dos planned on a day, with their times and status.",
  input: z.object({ date: date.optional().describe('The day (today when left out).') }),
  output: plannerDayOutput,
  handler: async ({ date: day }, { run, today }) => plannerDay(run, day ?? today, null),
});

/** get-todo: a colleague's planned to-dos of a day, private ones masked as everywhere. */
export const getPublicTodos = defineTool({
  name: 'get_public_todos',
  feature: 'get-todo',
  description:
    "Lists a colleague's to-dos planned on a day, as the user may see them (private ones masked). Find the colleague's id with find_user_id first.",
  input: z.object({ userId: z.uuid(), date: date.optional() }),
  output: plannerDayOutput,
  handler: async ({ userId, date: day }, { run, today }) => plannerDay(run, day ?? today, userId),
});

/** The days from one to another, both included; a reversed or longer range than a week is refused. */
function daysBetween(start: string, end: string): string[] {
  const days = [start];
  while (days.at(-1)! < end && days.length <= RANGE_DAYS_MAX) days.push(addDays(start, days.length));
  if (end < start || days.length > RANGE_DAYS_MAX)
    throw new ToolError(`A range of 1 to ${RANGE_DAYS_MAX} days, start before end.`, 'INVALID_RANGE');
  return days;
}

/** get-todo: the to-dos planned on each day of a range of up to a week (the user's, or a colleague's as they may see them), in one call: a day at a time through the day's operation. */
export const getTodosRange = defineTool({
  name: 'get_todos_range',
  feature: 'get-todo',
  description:
    "Lists the to-dos planned on each day from startDate to endDate (at most 7 days): the user's own, or a colleague's (private ones masked) with userId from find_user_id.",
  input: z.object({ startDate: date, endDate: date, userId: z.uuid().optional() }),
  output: z.object({
    startDate: z.string(),
    endDate: z.string(),
    total: z.number().int(),
    days: z.array(plannerDayOutput),
  }),
  handler: async ({ startDate, endDate, userId }, { run }) => {
    const listed = await Promise.all(
      daysBetween(startDate, endDate).map((day) => plannerDay(run, day, userId ?? null)),
    );
    return { startDate, endDate, total: listed.reduce((sum, day) => sum + day.total, 0), days: listed };
  },
});

/** get-todo: colleagues by name, among the members of the user's workspaces. */
export const findUserId = defineTool({
  name: 'find_user_id',
  feature: 'get-todo',
  description: "Finds colleagues of the user's workspaces whose name contains the given text.",
  input: z.object({ name: z.string().trim().min(1).max(50) }),
  output: z.object({
    users: z.array(z.object({ userId: z.string(), name: z.string(), workspaces: z.array(z.string()) })),
  }),
  handler: async ({ name }, { run }) => {
    const { myWorkspaces } = await run(AssistantMembersDocument);
    const wanted = name.toLocaleLowerCase();
    const found = new Map<string, { userId: string; name: string; workspaces: string[] }>();
    for (const workspace of myWorkspaces) {
      for (const { user } of workspace.members) {
        if (!user.name.toLocaleLowerCase().includes(wanted)) continue;
        const entry = found.get(user.id) ?? { userId: user.id, name: user.name, workspaces: [] };
        entry.workspaces.push(workspace.name);
        found.set(user.id, entry);
      }
    }
    return { users: [...found.values()].slice(0, TOOL_LIST_LIMIT) };
  },
});

/** What holds a time asked for: the first of the user's to-dos planned over it, and where the to-do would fit next that day. */
async function busyTime(run: GraphQLRunner, day: string, blocks: number[]): Promise<BusyTime> {
  const { todos } = await plannerDay(run, day, null);
  const taken = todos.find((todo) => overlaps(todo.blocks, blocks));
  return {
    takenBy: taken?.title ?? '',
    blocks,
    nextFree:
      nextFreeSlots(
        todos.flatMap((todo) => todo.blocks),
        blocks[0],
        blocks.length,
      ) ?? [],
  };
}

/** create-todo: a to-do of the user's, planned on a day, at a time when one is given. */
export const createTodo = defineTool({
  name: 'create_todo',
  feature: 'create-todo',
  description:
    'Creates a to-do for the user and plans it on a day (today when left out), from a start to an end time when given. When that time is taken, the to-do is created unplanned, in the inbox, and `busy` names the to-do holding the time and the next free time that day: tell the user both.',
  input: z.object({
    title: z.string().trim().min(1).max(200),
    content: z.string().max(5000).optional(),
    date: date.optional(),
    startTime: time.optional(),
    endTime: time.optional(),
  }),
  output: z.object({
    todoId: z.string(),
    plannerId: z.string().nullable(),
    title: z.string(),
    content: z.string().nullable(),
    date: z.string(),
    blocks: z.array(z.number().int()),
    category: z.string(),
    color: z.string(),
    colorHex: z.string(),
    registerDate: z.string(),
    busy: z
      .object({
        takenBy: z.string().describe('The title of the to-do planned at that time.'),
        blocks: z.array(z.number().int()).describe('The slots asked for.'),
        nextFree: z
          .array(z.number().int())
          .describe('The first free slots as many as asked for, later that day; empty when none.'),
      })
      .nullable()
      .describe('Set when the time asked for was taken: the to-do was then created unplanned (in the inbox).'),
  }),
  writes: true,
  handler: async (input, { run, today }): Promise<CreatedTodoOutput> => {
    const day = input.date ?? today;
    const blocks = input.startTime ? timeBlocks(input.startTime, input.endTime) : [];
    const create = (plan: { date: string; blocks: number[] } | null) =>
      run(AssistantCreateTodoDocument, { input: { title: input.title, content: input.content ?? null, plan } });
    let busy: BusyTime | null = null;
    let created: AssistantCreateTodoMutation;
    try {
      created = await create({ date: day, blocks });
    } catch (error) {
      // A taken time loses nothing: the to-do waits in the inbox, and the answer says what holds the time.
      if (!(error instanceof ToolError && error.reason === 'TIME_OCCUPIED')) throw error;
      busy = await busyTime(run, day, blocks);
      created = await create(null);
    }
    const todo = created.createTodo;
    const planner = todo.planners[0];
    return {
      todoId: todo.id,
      plannerId: planner?.id ?? null,
      // Only someone else's private to-do comes without its title; this one is the user's own.
      title: todo.title ?? input.title,
      content: todo.content,
      date: planner?.plannerDate ?? day,
      blocks: planner?.blocks ?? [],
      category: todo.category.name,
      color: todo.category.colorName,
      colorHex: todo.category.color,
      registerDate: todo.registerDate,
      busy,
    };
  },
});

/** Quarter-hour slots from a start to an end time (an hour when no end is given). */
export function timeBlocks(start: string, end?: string): number[] {
  const toSlot = (value: string) => {
    const [hours, minutes] = value.split(':').map(Number);
    return hours * 4 + Math.floor(minutes / 15);
  };
  const first = toSlot(start);
  const last = end ? toSlot(end) : first + 4;
  if (last <= first) throw new ToolError('The end time must be after the start time.', 'INVALID_TIME');
  return slotRange(first, Math.min(last, 96) - 1);
}
