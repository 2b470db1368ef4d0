import { noteSchema } from '@domain/note-schema';
import { EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { nodes } from './schemaTypes';
import { splitItem } from './splitItem';

const item = (text: string, checked: boolean) =>
  nodes.task_item.create({ checked }, nodes.paragraph.create(null, text ? noteSchema.text(text) : null));

/** A checklist of a ticked "Buy milk" and an unticked "Call", Enter pressed at `cursor`. */
function enterAt(cursor: number): { text: string; checked: boolean }[] {
  const doc = nodes.doc.create(null, [nodes.task_list.create(null, [item('Buy milk', true), item('Call', false)])]);
  const start = EditorState.create({ doc });
  let state = start.apply(start.tr.setSelection(TextSelection.create(start.doc, cursor)));
  expect(splitItem(state, (tr) => (state = state.apply(tr)))).toBe(true);
  const items: { text: string; checked: boolean }[] = [];
  state.doc.firstChild!.forEach((node) =>
    items.push({ text: node.textContent, checked: node.attrs.checked as boolean }),
  );
  return items;
}

describe('Enter in a checklist', () => {
  it('after a ticked item makes an unticked one', () => {
    expect(enterAt(11)).toEqual([
      { text: 'Buy milk', checked: true },
      { text: '', checked: false },
      { text: 'Call', checked: false },
    ]);
  });

  it('at the start of a ticked item puts an unticked one above it, the item keeping its tick', () => {
    expect(enterAt(3)).toEqual([
      { text: '', checked: false },
      { text: 'Buy milk', checked: true },
      { text: 'Call', checked: false },
    ]);
  });

  it('in the middle of a ticked item keeps the tick on both halves', () => {
    expect(enterAt(6)).toEqual([
      { text: 'Buy', checked: true },
      { text: ' milk', checked: true },
      { text: 'Call', checked: false },
    ]);
  });
});
