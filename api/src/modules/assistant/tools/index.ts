import type { ChatToolName } from '@domain/assistant-tools.js';
import { getChart } from './chart-tools.js';
import { readNote, searchNotes } from './note-tools.js';
import { createDailyReport, createWeeklyReport } from './report-tools.js';
import type { ToolDefinition } from './tool.js';
import { createTodo, findUserId, getPublicTodos, getTodos, getTodosRange } from './todo-tools.js';

/** The chat's tools by name, each the definition of its name (so a call by name is typed by the domain's tool types). */
export const CHAT_TOOLS: { readonly [Name in ChatToolName]: ToolDefinition<Name> } = {
  search_notes: searchNotes,
  read_note: readNote,
  get_todos: getTodos,
  get_todos_range: getTodosRange,
  get_public_todos: getPublicTodos,
  find_user_id: findUserId,
  create_todo: createTodo,
  create_daily_report: createDailyReport,
  create_weekly_report: createWeeklyReport,
  get_chart: getChart,
};

/** Every tool of the assistant: the one list the chat's engines and the MCP server serve. */
export const ASSISTANT_TOOLS: readonly ToolDefinition<ChatToolName>[] = Object.values(CHAT_TOOLS);

export const isChatTool = (name: string): name is ChatToolName => Object.hasOwn(CHAT_TOOLS, name);

export const toolNamed = (name: string): ToolDefinition<ChatToolName> | undefined =>
  isChatTool(name) ? CHAT_TOOLS[name] : undefined;
