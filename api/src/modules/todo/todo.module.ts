import { defineModule } from '../../kernel/module.js';
import { TodoHistory } from './todo-history.entity.js';
import { createTodoHistoryLoaders } from './todo-history.loaders.js';
import { TodoHistoryEntryResolver, TodoHistoryResolver } from './todo-history.resolver.js';
import { TodoNotifier } from './todo-notifier.js';
import { Todo } from './todo.entity.js';
import { createTodoLoaders } from './todo.loaders.js';
import { GoalTodosResolver, TodoResolver } from './todo.resolver.js';
import { TodoService } from './todo.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    todos: TodoService;
  }
}

declare module '../../kernel/loaders.js' {
  interface Loaders extends ReturnType<typeof createTodoLoaders>, ReturnType<typeof createTodoHistoryLoaders> {}
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** To-dos of a goal were inserted, deleted, enabled or renamed (todoId null: several); routed by goal id. */
    'goal.todos.changed': [goalId: string, payload: { goalId: string; todoId: string | null }];
  }
}

/** Personal to-dos, linked to goals, with their status, deadline and privacy (spec 1). */
export const todoModule = defineModule({
  name: 'todo',
  entities: [Todo, TodoHistory],
  resolvers: [TodoResolver, GoalTodosResolver, TodoHistoryResolver, TodoHistoryEntryResolver],
  loaders: (em) => ({ ...createTodoLoaders(em), ...createTodoHistoryLoaders(em) }),
  services: ({ events, bus, notifications, planners, reminders, orm }) => ({
    todos: new TodoService({ events, notifier: new TodoNotifier(bus, notifications), planners, reminders, orm }),
  }),
});
