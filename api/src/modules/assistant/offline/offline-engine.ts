import type { ChatRequestData } from '@domain/assistant-protocol.js';
import type { PlannedTodo } from '@domain/assistant-tools.js';
import type { SupportedLocale } from '@domain/locale.js';
import type { ToolCaller } from '../tools/tool.js';
import { showChart } from './chart-turn.js';
import { dayLabel } from './date-words.js';
import { addDays } from './dates.js';
import { withMemberNamed } from './member-names.js';
import { answerAboutNote, type ScopedNote } from './note-turn.js';
import { readMessage } from './read-message.js';
import { REPLIES, timeText } from './replies.js';
import type { ChatFeature, Understanding } from './understanding.js';

export interface ChatTurn {
  text: string;
  locale: SupportedLocale;
  today: string;
  /** What the client sent beside the text: the feature it picked and the report panel's choices. */
  data: ChatRequestData;
  /** The note the chat is scoped to, read as the user. */
  note?: ScopedNote | null;
}

/** The user's workspaces, for a report. */
export type WorkspaceLister = () => Promise<{ id: string; name: string }[]>;

/** What the engine may look up as the user: their workspaces, and their colleagues' names (the members of those workspaces, the user aside). */
export interface Directory {
  workspaces: WorkspaceLister;
  colleagues: () => Promise<string[]>;
}

/** A question the engine asked and the request it belongs to, answered by the next message. */
export interface Pending {
  feature: ChatFeature;
  understood: Understanding;
}

/**
 * The built-in engine (issue 17): reads the request, asks back when something is missing, calls
 * the same tools as a model would, and answers in the user's language. No model, no network.
 */
export async function offlineTurn(
  turn: ChatTurn,
  pending: Pending | null,
  call: ToolCaller,
  directory: Directory,
  say: (text: string) => void,
): Promise<Pending | null> {
  // On the note page, a request is about the note unless a feature was picked.
  if (turn.note && !turn.data.feature) {
    answerAboutNote(turn.text, turn.locale, turn.note, say);
    return null;
  }
  const replies = REPLIES[turn.locale];
  const read = await withColleague(
    readMessage(turn.text, turn.locale, turn.today, [], turn.data.feature ?? null),
    turn,
    pending,
    directory,
  );
  // The reader weighed the feature picked against what the message asks.
  const feature = read.feature ?? pending?.feature ?? null;
  // An answer to a question carries on the request it answers.
  const understood: Understanding =
    pending && (!read.feature || read.feature === pending.feature) ? merge(pending, read, turn.text) : read;
  // Said plainly, never carried out as something else (one to-do for a repeating one, a list for a deletion).
  if (read.unsupported) return answer(replies.unsupported[read.unsupported], say);
  if (!feature) {
    say(replies.help);
    return null;
  }
  if (feature === 'create-todo') {
    if (!understood.title) return ask(replies.askTitle, feature, understood, say);
    const todo = await call('create_todo', {
      title: understood.title,
      // A part the request did not say is left out (undefined): the tool then takes its default.
      date: turn.data.selectedDate ?? understood.date ?? undefined,
      startTime: understood.startTime ?? undefined,
      endTime: understood.endTime ?? undefined,
    });
    const { busy } = todo;
    const day = dayLabel(todo.date, turn.locale, turn.today);
    if (busy)
      say(
        replies.busy(
          todo.title,
          `${day} ${timeText(busy.blocks)}`,
          busy.takenBy,
          busy.nextFree.length ? timeText(busy.nextFree) : null,
        ),
      );
    else say(replies.created(todo.title, day, todo.blocks));
    return null;
  }
  if (feature === 'search-note') {
    const phrase = understood.phrase;
    if (!phrase) return ask(replies.askPhrase, feature, understood, say);
    const found = await call('search_notes', { query: phrase });
    const titles = found.notes.map((note) => note.title);
    say(titles.length ? replies.notes(phrase, found.total, titles) : replies.noNotes(phrase));
    return null;
  }
  if (feature === 'get-todo') return listTodos(turn, understood, call, say);
  if (feature === 'chart')
    return showChart({ locale: turn.locale, today: turn.today, ...turn.data }, understood, call, say);
  return writeReport(turn, understood, call, directory.workspaces, say);
}

/** A request that may be about a colleague but names none with a marker: the members' names are looked up, then looked for in it. */
async function withColleague(
  read: Understanding,
  turn: ChatTurn,
  pending: Pending | null,
  directory: Directory,
): Promise<Understanding> {
  const feature = read.feature ?? pending?.feature ?? null;
  if (read.person || (feature !== null && feature !== 'get-todo')) return read;
  return withMemberNamed(read, turn.text, await directory.colleagues());
}

async function listTodos(
  turn: ChatTurn,
  understood: Understanding,
  call: ToolCaller,
  say: (text: string) => void,
): Promise<Pending | null> {
  const replies = REPLIES[turn.locale];
  const day = turn.data.selectedDate ?? understood.date;
  // A week asked for is listed as a week, never as today.
  const range = day ? null : understood.range;
  const date = day ?? turn.today;
  let who: { userId: string; name: string } | null = null;
  if (understood.person) {
    const { users } = await call('find_user_id', { name: understood.person });
    if (users.length === 0) return answer(replies.personNotFound(understood.person), say);
    if (users.length > 1) return ask(replies.askPerson(users.map((user) => user.name)), 'get-todo', understood, say);
    who = users[0];
  }
  const name = who?.name ?? null;
  if (range) {
    const week = await call('get_todos_range', { startDate: range.start, endDate: range.end, userId: who?.userId });
    const lines = week.days.flatMap((one) =>
      one.todos.map((todo) => `${dayLabel(one.date, turn.locale, turn.today)}: ${todoLine(todo)}`),
    );
    const [from, to] = [dayLabel(range.start, turn.locale, turn.today), dayLabel(range.end, turn.locale, turn.today)];
    return answer(
      lines.length ? replies.rangeTodos(name, from, to, lines, week.total) : replies.noRangeTodos(name, from, to),
      say,
    );
  }
  const planned = who
    ? await call('get_public_todos', { userId: who.userId, date })
    : await call('get_todos', { date });
  const lines = planned.todos.map(todoLine);
  const label = dayLabel(date, turn.locale, turn.today);
  return answer(lines.length ? replies.todos(name, label, lines, planned.total) : replies.noTodos(name, label), say);
}

const todoLine = (todo: PlannedTodo) =>
  `${todo.title ?? '🔒'}${todo.blocks.length ? ` (${timeText(todo.blocks)})` : ''}${todo.status === 'COMPLETED' ? ' ✓' : ''}`;

async function writeReport(
  turn: ChatTurn,
  understood: Understanding,
  call: ToolCaller,
  workspaces: WorkspaceLister,
  say: (text: string) => void,
): Promise<Pending | null> {
  const replies = REPLIES[turn.locale];
  const mine = await workspaces();
  const workspace = turn.data.selectedWorkspace
    ? mine.find((one) => one.id === turn.data.selectedWorkspace)
    : mine.length === 1
      ? mine[0]
      : mine.find((one) => turn.text.includes(one.name));
  if (mine.length === 0) return answer(replies.noWorkspace, say);
  if (!workspace) return ask(replies.askWorkspace(mine.map((one) => one.name)), 'create-report', understood, say);
  const weekly =
    turn.data.selectedDateRange != null ||
    understood.reportType === 'WEEKLY' ||
    (understood.range != null && understood.reportType !== 'DAILY');
  const range = turn.data.selectedDateRange ?? understood.range ?? { start: addDays(turn.today, -6), end: turn.today };
  const report = weekly
    ? await call('create_weekly_report', {
        workspaceId: workspace.id,
        startDate: range.start,
        endDate: range.end,
      }).catch((error: Error) => error)
    : await call('create_daily_report', {
        workspaceId: workspace.id,
        date: turn.data.selectedDate ?? understood.date ?? turn.today,
      }).catch((error: Error) => error);
  // Why it failed is on the tool's line, in the user's language.
  say(report instanceof Error ? replies.reportFailed : replies.report(report.title));
  return null;
}

function answer(text: string, say: (text: string) => void): null {
  say(text);
  return null;
}

function ask(question: string, feature: ChatFeature, understood: Understanding, say: (text: string) => void): Pending {
  say(question);
  return { feature, understood };
}

/** The earlier request completed by the answer: what the answer says wins, a bare answer is the missing title or phrase. */
function merge(pending: Pending, answer: Understanding, text: string): Understanding {
  const merged = { ...pending.understood };
  for (const [key, value] of Object.entries(answer) as [keyof Understanding, never][])
    if (value !== null && key !== 'feature') merged[key] = value;
  if (!merged.title && pending.feature === 'create-todo') merged.title = text.trim() || null;
  if (!merged.phrase && pending.feature === 'search-note') merged.phrase = text.trim() || null;
  return merged;
}
