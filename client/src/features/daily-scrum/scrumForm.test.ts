import { SCRUM_LINES_MAX } from '@domain/daily-scrum';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  editLine,
  EMPTY_FORM,
  formChanged,
  formFrom,
  isBlankForm,
  itemInputOf,
  removeLine,
  withNote,
} from './scrumForm';

const draft = formFrom({
  done: [{ text: 'Ship the login page', todoId: 'todo-1' }],
  today: [
    { text: 'Review the API', todoId: 'todo-2' },
    { text: 'Lunch with design', todoId: null },
  ],
  blockers: [{ text: 'Waiting for the keys', todoId: null, since: '2026-11-20' }],
  note: 'Template note',
});

describe('scrum item lines', () => {
  it('starts from the draft with its links and first days', () => {
    expect(draft.done.map((line) => [line.text, line.todoId])).toEqual([['Ship the login page', 'todo-1']]);
    expect(draft.blockers[0]?.since).toBe('2026-11-20');
    expect(new Set([...draft.done, ...draft.today, ...draft.blockers].map((line) => line.key)).size).toBe(4);
  });

  it('adds a blank line after a given line, or at the end', () => {
    const first = draft.today[0]!.key;
    const after = addLine(draft, 'today', first)!;
    expect(after.form.today.map((line) => line.text)).toEqual(['Review the API', '', 'Lunch with design']);
    expect(after.form.today[1]?.key).toBe(after.key);
    const atEnd = addLine(draft, 'done')!;
    expect(atEnd.form.done.map((line) => line.text)).toEqual(['Ship the login page', '']);
    expect(atEnd.form.done[1]).toMatchObject({ todoId: null, since: null });
  });

  it('refuses a line past the limit of a section', () => {
    let form = EMPTY_FORM;
    for (let index = 0; index < SCRUM_LINES_MAX; index += 1) form = addLine(form, 'blockers')!.form;
    expect(form.blockers).toHaveLength(SCRUM_LINES_MAX);
    expect(addLine(form, 'blockers')).toBeNull();
    expect(addLine(form, 'done')).not.toBeNull();
  });

  it('edits the text of one line and keeps its link', () => {
    const key = draft.done[0]!.key;
    const edited = editLine(draft, 'done', key, 'Shipped the login page (with tests)');
    expect(edited.done[0]).toMatchObject({ key, text: 'Shipped the login page (with tests)', todoId: 'todo-1' });
    expect(edited.today).toBe(draft.today);
  });

  it('removes one line', () => {
    const removed = removeLine(draft, 'today', draft.today[0]!.key);
    expect(removed.today.map((line) => line.text)).toEqual(['Lunch with design']);
  });

  it('sends trimmed lines without blank ones, links and first days kept', () => {
    const form = withNote(
      editLine(addLine(draft, 'done')!.form, 'today', draft.today[1]!.key, '  Lunch  '),
      '  Note  ',
    );
    expect(itemInputOf(form)).toEqual({
      done: [{ text: 'Ship the login page', todoId: 'todo-1' }],
      today: [
        { text: 'Review the API', todoId: 'todo-2' },
        { text: 'Lunch', todoId: null },
      ],
      blockers: [{ text: 'Waiting for the keys', todoId: null, since: '2026-11-20' }],
      note: 'Note',
    });
  });

  it('is blank with only empty lines and a blank note', () => {
    expect(isBlankForm(EMPTY_FORM)).toBe(true);
    expect(isBlankForm(withNote(addLine(EMPTY_FORM, 'done')!.form, '   '))).toBe(true);
    expect(isBlankForm(withNote(EMPTY_FORM, 'Only a note'))).toBe(false);
    expect(isBlankForm(draft)).toBe(false);
  });

  it('tells a changed form from the one it started as', () => {
    expect(formChanged(draft, draft)).toBe(false);
    expect(formChanged(draft, addLine(draft, 'done')!.form)).toBe(false);
    expect(formChanged(draft, withNote(draft, 'Other'))).toBe(true);
  });
});
