import { defineMessageMap } from '../../i18n/defineMessageMap';

export const quickFindMessages = defineMessageMap({
  open: { id: 'quickFind.open', defaultMessage: 'Search' },
  openLabel: {
    id: 'quickFind.open.label',
    defaultMessage: 'Search goals, projects, notes, to-dos and people ({shortcut})',
  },
  dialogLabel: { id: 'quickFind.dialog.label', defaultMessage: 'Quick search' },
  inputLabel: { id: 'quickFind.input.label', defaultMessage: 'Search goals, projects, notes, to-dos and people' },
  placeholder: { id: 'quickFind.input.placeholder', defaultMessage: 'Search goals, projects, notes, to-dos, people…' },
  hint: {
    id: 'quickFind.hint',
    defaultMessage:
      'Type at least {count} characters. Two find people by any part of the name and the rest by the start of a word; three find any part.',
  },
  empty: { id: 'quickFind.empty', defaultMessage: 'Nothing you can open matches “{text}”.' },
  failed: {
    id: 'quickFind.failed',
    defaultMessage: 'The search did not go through. Check your connection and try again.',
  },
  retry: { id: 'quickFind.retry', defaultMessage: 'Try again' },
  searching: { id: 'quickFind.searching', defaultMessage: 'Searching…' },
  results: { id: 'quickFind.results', defaultMessage: '{count, plural, one {# result} other {# results}}' },
  keys: { id: 'quickFind.keys', defaultMessage: '↑↓ to move · Enter to open · Esc to close' },
  noWorkspace: { id: 'quickFind.noWorkspace', defaultMessage: 'Personal' },
  GOAL: { id: 'quickFind.kind.goal', defaultMessage: 'Goals' },
  PROJECT: { id: 'quickFind.kind.project', defaultMessage: 'Projects' },
  NOTE: { id: 'quickFind.kind.note', defaultMessage: 'Notes' },
  TODO: { id: 'quickFind.kind.todo', defaultMessage: 'To-dos' },
  PERSON: { id: 'quickFind.kind.person', defaultMessage: 'People' },
});
