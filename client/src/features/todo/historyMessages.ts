import { defineMessageMap } from '../../i18n/defineMessageMap';

/** Words of the drawer's history of changes. */
export const historyMessages = defineMessageMap({
  heading: { id: 'todo.history.heading', defaultMessage: 'History' },
  empty: { id: 'todo.history.empty', defaultMessage: 'No changes recorded yet.' },
  failed: { id: 'todo.history.failed', defaultMessage: 'The history could not be loaded.' },
  older: { id: 'todo.history.older', defaultMessage: 'Show older changes' },
  created: { id: 'todo.history.created', defaultMessage: '{name} created it as “{to}”' },
  title: { id: 'todo.history.title', defaultMessage: '{name} renamed it from “{from}” to “{to}”' },
  content: { id: 'todo.history.content', defaultMessage: '{name} edited the content' },
  category: { id: 'todo.history.category', defaultMessage: '{name} changed the category to {to}' },
  madePublic: { id: 'todo.history.public', defaultMessage: '{name} made it public' },
  madePrivate: { id: 'todo.history.private', defaultMessage: '{name} made it private' },
  dueSet: { id: 'todo.history.dueSet', defaultMessage: '{name} set the due date to {to}' },
  dueCleared: { id: 'todo.history.dueCleared', defaultMessage: '{name} cleared the due date' },
  goalLinked: { id: 'todo.history.goalLinked', defaultMessage: '{name} linked it to a goal' },
  goalUnlinked: { id: 'todo.history.goalUnlinked', defaultMessage: '{name} unlinked it from its goal' },
  completed: { id: 'todo.history.completed', defaultMessage: '{name} marked it done' },
  reopened: { id: 'todo.history.reopened', defaultMessage: '{name} marked it not done' },
  stopped: { id: 'todo.history.stopped', defaultMessage: '{name} stopped it' },
  resumed: { id: 'todo.history.resumed', defaultMessage: '{name} resumed it' },
});

type HistoryMessage = keyof typeof historyMessages;

export interface HistoryChange {
  readonly field: string;
  readonly oldValue: string | null;
  readonly newValue: string | null;
}

/** Which sentence tells a change (null for a field this client does not know). */
export function historyMessageOf(change: HistoryChange): HistoryMessage | null {
  switch (change.field) {
    case 'todo':
      return 'created';
    case 'title':
    case 'content':
    case 'category':
      return change.field;
    case 'is_public':
      return change.newValue === 'true' ? 'madePublic' : 'madePrivate';
    case 'due_date':
      return change.newValue ? 'dueSet' : 'dueCleared';
    case 'goal':
      return change.newValue ? 'goalLinked' : 'goalUnlinked';
    case 'status':
      if (change.newValue === 'COMPLETED') return 'completed';
      if (change.newValue === 'CANCELLED') return 'stopped';
      return change.oldValue === 'CANCELLED' ? 'resumed' : 'reopened';
    default:
      return null;
  }
}
