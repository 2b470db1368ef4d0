import type { TestApp } from './test-app.js';

export const TODO_FIELDS = `id title content masked status isPublic dueDate completeDate cancelledDate owner { id } category { name color }
  goal { id } planners { id plannerDate blocks } viewerCan { edit editTimes delete }`;
export const CREATE_TODO = `mutation CreateTodo($input: CreateTodoInput!) { createTodo(input: $input) { ${TODO_FIELDS} } }`;
export const UPDATE_TODO = `mutation UpdateTodo($id: UUID!, $input: UpdateTodoInput!) { updateTodo(id: $id, input: $input) { ${TODO_FIELDS} } }`;
export const TODO = `query Todo($id: UUID!) { todo(id: $id) { ${TODO_FIELDS} } }`;
export const INBOX = `query Inbox($offset: Int, $size: Int) { inbox(offset: $offset, size: $size) { total items { id title } } }`;
export const PLAN = `mutation Plan($todoId: UUID!, $date: LocalDate!, $blocks: [Int!]!) { planTodo(todoId: $todoId, date: $date, blocks: $blocks) { id plannerDate blocks } }`;
export const PLANNER_DAY = `query Day($date: LocalDate!, $userId: UUID) { plannerDay(date: $date, userId: $userId) { id blocks todo { id title masked } } }`;

export async function createTodo(app: TestApp, token: string, input: Record<string, unknown> = {}): Promise<string> {
  return (await app.gqlOk(CREATE_TODO, { input: { title: 'A to-do', ...input } }, { token })).createTodo.id;
}
