import type { FeedbackHint } from './feedback-hints.js';

/**
 * The assistant's tools as both sides see them: each tool's input and output. The API's definitions
 * (zod schemas and handlers) must agree with these exactly, the offline engine reads results through
 * them, and the client's cards show them. Days are YYYY-MM-DD; times of day HH:MM on the quarter hour;
 * `blocks` are planner slots 0 (00:00) to 95 (23:45); moments are ISO timestamps. Type aliases rather
 * than interfaces: a result is a JSON object (`Record<string, unknown>`), as the MCP server hands it on.
 */

/** The charts get_chart draws. */
export const CHART_KINDS = ['time_by_category', 'time_by_goal', 'todos_done_per_day'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export type FoundNote = {
  noteId: string;
  title: string;
  authorName: string;
  registerDate: string;
};

export type NoteSearchOutput = {
  query: string;
  total: number;
  /** True when the list was cut to its first items. */
  cut: boolean;
  notes: FoundNote[];
};

export type ReadNoteOutput = {
  noteId: string;
  title: string;
  authorName: string;
  registerDate: string;
  /** The note's plain text, cut when long. */
  text: string;
  cut: boolean;
};

export type PlannedTodo = {
  todoId: string;
  plannerId: string;
  /** Null when the to-do is private to someone else (masked). */
  title: string | null;
  masked: boolean;
  status: string;
  /** The category's English key. */
  category: string;
  /** The category's colour name, and its colour as #rrggbb. */
  color: string;
  colorHex: string;
  blocks: number[];
};

/** get_todos, get_public_todos: the to-dos planned on a day. */
export type TodoDayOutput = {
  date: string;
  total: number;
  cut: boolean;
  todos: PlannedTodo[];
};

/** get_todos_range: each day of a range (a week at most). */
export type TodoRangeOutput = {
  startDate: string;
  endDate: string;
  total: number;
  days: TodoDayOutput[];
};

export type FoundUser = {
  userId: string;
  name: string;
  /** The names of the workspaces the user shares with the viewer. */
  workspaces: string[];
};

/** The time asked for was taken: the to-do went to the inbox instead. */
export type BusyTime = {
  /** The title of the to-do planned at that time. */
  takenBy: string;
  /** The slots asked for. */
  blocks: number[];
  /** The first free slots, as many as asked for, later that day; empty when none. */
  nextFree: number[];
};

export type CreatedTodoOutput = {
  todoId: string;
  /** Null when the to-do went to the inbox. */
  plannerId: string | null;
  title: string;
  content: string | null;
  date: string;
  blocks: number[];
  category: string;
  color: string;
  colorHex: string;
  registerDate: string;
  busy: BusyTime | null;
};

export type CreatedReportOutput = {
  reportId: string;
  workspaceId: string;
  workspaceName: string;
  title: string;
  type: string;
  startDate: string;
  endDate: string;
  markdown: string;
};

export type ChartValue = {
  label: string;
  /** Minutes, or a count of to-dos. */
  value: number;
  text: string;
};

export type ChartOutput = {
  kind: ChartKind;
  title: string;
  /** The period as MM.DD - MM.DD. */
  period: string;
  startDate: string;
  endDate: string;
  values: ChartValue[];
  total: number;
  cut: boolean;
  svg: string;
  /** The picture as a PNG data: URL. */
  png: string;
  width: number;
  height: number;
};

/** The tools of the chat (and of the MCP server), by name: what each takes and answers. */
export type ChatTools = {
  search_notes: { input: { query: string }; output: NoteSearchOutput };
  read_note: { input: { noteId: string }; output: ReadNoteOutput };
  get_todos: { input: { date?: string }; output: TodoDayOutput };
  get_public_todos: { input: { userId: string; date?: string }; output: TodoDayOutput };
  get_todos_range: { input: { startDate: string; endDate: string; userId?: string }; output: TodoRangeOutput };
  find_user_id: { input: { name: string }; output: { users: FoundUser[] } };
  create_todo: {
    input: { title: string; content?: string; date?: string; startTime?: string; endTime?: string };
    output: CreatedTodoOutput;
  };
  create_daily_report: { input: { workspaceId: string; date: string }; output: CreatedReportOutput };
  create_weekly_report: {
    input: { workspaceId: string; startDate: string; endDate: string };
    output: CreatedReportOutput;
  };
  get_chart: { input: { kind: ChartKind; startDate?: string; endDate?: string }; output: ChartOutput };
};

export type TeamGoal = {
  goalId: string;
  title: string;
  status: string;
  priority: string;
  startDate: string | null;
  endDate: string | null;
  leader: string | null;
  /** 0 to 100. */
  indicatorProgress: number | null;
  currentValue: number | null;
  targetValue: number | null;
};

export type ReportOutput = {
  reportId: string;
  title: string;
  type: string;
  startDate: string;
  endDate: string;
  isDraft: boolean;
  sentAt: string | null;
  authorName: string;
  workspaceId: string;
  workspaceName: string;
  text: string;
  textCut: boolean;
};

export type FeedbackComment = {
  author: string;
  text: string;
  registerDate: string;
  isReply: boolean;
};

export type FeedbackOutput = {
  feedbackId: string;
  sender: string;
  receiver: string;
  registerDate: string;
  text: string;
  textCut: boolean;
  coreValues: { name: string; isPositive: boolean }[];
  commentCount: number;
  comments: FeedbackComment[];
  commentsCut: boolean;
};

export type FeedbackListItem = {
  feedbackId: string;
  sender: string;
  receiver: string;
  registerDate: string;
  /** The first 200 characters. */
  preview: string;
};

/** `offset`: how many items to skip (paging); `cut` then says whether more follow. */
export type IntegrationTools = {
  list_my_teams: {
    input: Record<string, never>;
    output: { teams: { teamId: string; name: string; workspaceId: string; workspaceName: string }[]; cut: boolean };
  };
  list_team_goals: {
    input: { teamId: string; offset?: number };
    output: { total: number; offset: number; cut: boolean; goals: TeamGoal[] };
  };
  get_report: { input: { reportId: string }; output: ReportOutput };
  list_feedback: {
    input: { workspaceId: string; box: 'received' | 'sent'; offset?: number };
    output: { total: number; offset: number; cut: boolean; feedback: FeedbackListItem[] };
  };
  get_feedback: { input: { feedbackId: string }; output: FeedbackOutput };
  improve_feedback: { input: { content: string }; output: { hints: FeedbackHint[]; rewrite: string | null } };
};

/** Every tool: the chat's own, and the read tools only the MCP server offers. */
export type AssistantTools = ChatTools & IntegrationTools;
export type ToolName = keyof AssistantTools;
export type ChatToolName = keyof ChatTools;
export type ToolInput<Name extends ToolName> = AssistantTools[Name]['input'];
export type ToolOutput<Name extends ToolName> = AssistantTools[Name]['output'];
