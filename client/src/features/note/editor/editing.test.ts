import { noteSchema } from '@domain/note-schema';
import type { Node as ProseMirrorNode } from 'prosemirror-model';
import { EditorState, TextSelection, type Command } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { linkHrefAt, normalizeHref, removeLink, setLink, toggleBold, toggleHeading, toggleList } from './commands';
import { noteInputRules } from './inputRules';
import { toolbarStateOf } from './toolbarState';
import { marks, nodes } from './schemaTypes';

const p = (text = '', markList: readonly string[] = []) =>
  nodes.paragraph.create(
    null,
    text
      ? noteSchema.text(
          text,
          markList.map((name) => noteSchema.mark(name)),
        )
      : null,
  );

function stateOf(doc: ProseMirrorNode, cursor = 2): EditorState {
  const state = EditorState.create({ doc, plugins: [noteInputRules()] });
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, cursor)));
}

function run(state: EditorState, command: Command): EditorState {
  let next = state;
  expect(command(state, (tr) => (next = state.apply(tr)))).toBe(true);
  return next;
}

/** Types text as the view would, letting input rules react. */
function type(state: EditorState, text: string): EditorState {
  let current = state;
  for (const char of text) {
    const { from, to } = current.selection;
    const plugin = current.plugins[0]!;
    const handled = plugin.props.handleTextInput?.call(
      plugin,
      { state: current, dispatch: (tr: never) => (current = current.apply(tr)) } as never,
      from,
      to,
      char,
      () => current.tr,
    );
    if (!handled) current = current.apply(current.tr.insertText(char, from, to));
  }
  return current;
}

describe('toolbar state', () => {
  it('shows nothing pressed in a plain paragraph', () => {
    expect(toolbarStateOf(stateOf(nodes.doc.create(null, [p('hello')])))).toEqual({
      heading: null,
      list: null,
      codeBlock: false,
      blockquote: false,
      bold: false,
      italic: false,
      code: false,
      link: false,
    });
  });

  it('shows the heading level, the list kind, quotes and marks at the cursor', () => {
    const doc = nodes.doc.create(null, [
      nodes.heading.create({ level: 2 }, noteSchema.text('Title')),
      nodes.blockquote.create(null, [
        nodes.task_list.create(null, [nodes.task_item.create(null, [p('bold', ['strong'])])]),
      ]),
    ]);
    expect(toolbarStateOf(stateOf(doc, 2)).heading).toBe(2);
    const inTask = toolbarStateOf(stateOf(doc, 13));
    expect(inTask).toMatchObject({ heading: null, list: 'task', blockquote: true, bold: true });
  });

  it('follows toggles: a heading off again, bold on a selection', () => {
    let state = stateOf(nodes.doc.create(null, [p('hello')]));
    state = run(state, toggleHeading(1));
    expect(toolbarStateOf(state).heading).toBe(1);
    state = run(state, toggleHeading(1));
    expect(toolbarStateOf(state).heading).toBeNull();
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 1, 6)));
    state = run(state, toggleBold);
    expect(toolbarStateOf(state).bold).toBe(true);
  });
});

describe('list toggles', () => {
  it('wraps, changes the kind in place (bullets to checklist) and unwraps', () => {
    let state = stateOf(nodes.doc.create(null, [p('buy milk')]), 3);
    state = run(state, toggleList('bullet'));
    expect(state.doc.firstChild?.type).toBe(nodes.bullet_list);
    state = run(state, toggleList('task'));
    expect(state.doc.firstChild?.type).toBe(nodes.task_list);
    expect(state.doc.firstChild?.firstChild?.type).toBe(nodes.task_item);
    expect(state.selection.from).toBe(5);
    expect(toolbarStateOf(state).list).toBe('task');
    state = run(state, toggleList('task'));
    expect(state.doc.firstChild?.type).toBe(nodes.paragraph);
    expect(state.doc.textContent).toBe('buy milk');
  });
});

describe('links', () => {
  it('links a selection, reads its address back and removes it around the cursor', () => {
    let state = stateOf(nodes.doc.create(null, [p('see the docs')]));
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 9, 13)));
    state = run(state, setLink('https://example.com'));
    expect(state.doc.rangeHasMark(9, 13, marks.link)).toBe(true);
    expect(state.selection.empty && state.selection.from).toBe(13);
    state = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 11)));
    expect(toolbarStateOf(state).link).toBe(true);
    expect(linkHrefAt(state)).toBe('https://example.com');
    state = run(state, removeLink);
    expect(state.doc.rangeHasMark(1, 13, marks.link)).toBe(false);
  });

  it('adds https:// to bare addresses and refuses script ones', () => {
    expect(normalizeHref(' example.com ')).toBe('https://example.com');
    expect(normalizeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(normalizeHref('javascript:alert(1)')).toBeNull();
    expect(normalizeHref('  ')).toBeNull();
  });
});

describe('markdown input rules', () => {
  const empty = () => stateOf(nodes.doc.create(null, [p()]), 1);

  it('turns "## " into a heading and "> " into a quote', () => {
    expect(type(empty(), '## Plan').doc.firstChild?.attrs).toMatchObject({ level: 2 });
    expect(type(empty(), '> hi').doc.firstChild?.type).toBe(nodes.blockquote);
  });

  it('turns "[ ] " and "[x] " into checklist items, also inside a bullet item', () => {
    const unchecked = type(empty(), '[ ] milk');
    expect(unchecked.doc.firstChild?.type).toBe(nodes.task_list);
    expect(unchecked.doc.firstChild?.firstChild?.attrs['checked']).toBe(false);
    expect(unchecked.doc.textContent).toBe('milk');
    const checked = type(empty(), '- [x] done');
    expect(checked.doc.firstChild?.type).toBe(nodes.task_list);
    expect(checked.doc.firstChild?.firstChild?.attrs['checked']).toBe(true);
    expect(checked.doc.textContent).toBe('done');
    expect(checked.selection.$from.parent.textContent).toBe('done');
  });

  it('turns "1. " into a numbered list and "```" into a code block', () => {
    expect(type(empty(), '1. one').doc.firstChild?.type).toBe(nodes.ordered_list);
    expect(type(empty(), '```').doc.firstChild?.type).toBe(nodes.code_block);
  });
});
