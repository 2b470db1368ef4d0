import { getChart } from './chart-tools.js';
import { readNote, searchNotes } from './note-tools.js';
import { createDailyReport, createWeeklyReport } from './report-tools.js';
import type { ToolDefinition } from './tool.js';
import { createTodo, findUserId, getPublicTodos, getTodos, getTodosRange } from './todo-tools.js';

/** Every tool of the assistant, by name: the one list the chat's engines and the MCP server serve. */
export const ASSISTANT_TOOLS: readonly ToolDefinition[] = [searchNotes, readNote, getTodos, getTodosRange, getPublicTodos, findUserId, createTodo, createDailyReport, createWeeklyReport, getChart] as ToolDefinition[];

export const toolNamed = (name: string): ToolDefinition | undefined => ASSISTANT_TOOLS.find((tool) => tool.name === name);
