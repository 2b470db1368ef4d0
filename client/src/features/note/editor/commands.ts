import { noteSchema } from '@domain/note-schema';
import { lift, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import type { Node as ProseMirrorNode, NodeType, ResolvedPos } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import { TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { marks, nodes } from './schemaTypes';

/**
 * The editing commands of the note toolbar and keyboard (spec 1 section 2): each toggles — applied
 * where it is already active, it turns the format off again.
 */

export type HeadingLevel = 1 | 2 | 3;
export type ListKind = 'bullet' | 'ordered' | 'task';

export const LIST_TYPES: Readonly<Record<ListKind, { list: NodeType; item: NodeType }>> = {
  bullet: { list: nodes.bullet_list, item: nodes.list_item },
  ordered: { list: nodes.ordered_list, item: nodes.list_item },
  task: { list: nodes.task_list, item: nodes.task_item },
};

export const LIST_ITEM_TYPES: readonly NodeType[] = [nodes.list_item, nodes.task_item];

/** The list nearest around the selection: its kind, node and position. */
export function enclosingList(state: EditorState): { kind: ListKind; node: ProseMirrorNode; pos: number } | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    const kind = (Object.keys(LIST_TYPES) as ListKind[]).find((key) => LIST_TYPES[key].list === node.type);
    if (kind) return { kind, node, pos: $from.before(depth) };
  }
  return null;
}

export function toggleHeading(level: HeadingLevel): Command {
  return (state, dispatch) => {
    const { $from } = state.selection;
    if ($from.parent.type === nodes.heading && $from.parent.attrs['level'] === level) {
      return setBlockType(nodes.paragraph)(state, dispatch);
    }
    return setBlockType(nodes.heading, { level })(state, dispatch);
  };
}

export const toggleCodeBlock: Command = (state, dispatch) =>
  state.selection.$from.parent.type === nodes.code_block
    ? setBlockType(nodes.paragraph)(state, dispatch)
    : setBlockType(nodes.code_block)(state, dispatch);

export const toggleBlockquote: Command = (state, dispatch) => {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type === nodes.blockquote) return lift(state, dispatch);
  }
  return wrapIn(nodes.blockquote)(state, dispatch);
};

/**
 * A list of `kind`: off again inside one of that kind, the list's kind changed inside another
 * (bullets to checklist and back keep the text and the cursor), else the selection wrapped.
 */
export function toggleList(kind: ListKind): Command {
  const target = LIST_TYPES[kind];
  return (state, dispatch) => {
    const current = enclosingList(state);
    if (!current) return wrapInList(target.list)(state, dispatch);
    if (current.kind === kind) return liftListItem(target.item)(state, dispatch);
    let converted: ProseMirrorNode;
    try {
      const items: ProseMirrorNode[] = [];
      current.node.forEach((item) => items.push(target.item.createChecked(null, item.content, item.marks)));
      converted = target.list.createChecked(null, items);
    } catch {
      return false; // an item that the other kind cannot hold (a checklist item starts with a paragraph)
    }
    if (dispatch) {
      const { from, to } = state.selection;
      const tr = state.tr.replaceWith(current.pos, current.pos + current.node.nodeSize, converted);
      tr.setSelection(TextSelection.create(tr.doc, from, to));
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

export const toggleBold = toggleMark(marks.strong);
export const toggleItalic = toggleMark(marks.em);
export const toggleInlineCode = toggleMark(marks.code);

/** Whether the selection touches a link. */
export function linkActive(state: EditorState): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return !!marks.link.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, marks.link);
}

/** The address of the link at the start of the selection, or an empty string. */
export function linkHrefAt(state: EditorState): string {
  const { $from, empty } = state.selection;
  const here = empty ? (state.storedMarks ?? $from.marks()) : ($from.nodeAfter?.marks ?? $from.marks());
  const href = marks.link.isInSet(here)?.attrs['href'];
  return typeof href === 'string' ? href : '';
}

/** The run of linked text around a cursor position, or null when it is not on a link. */
function linkRunAt($pos: ResolvedPos): { from: number; to: number } | null {
  const base = $pos.start();
  let run: { from: number; to: number } | null = null;
  let found: { from: number; to: number } | null = null;
  $pos.parent.forEach((child, offset) => {
    if (found) return;
    const from = base + offset;
    const to = from + child.nodeSize;
    if (!marks.link.isInSet(child.marks)) {
      run = null;
      return;
    }
    run = run ? { from: run.from, to } : { from, to };
    if (from <= $pos.pos && to >= $pos.pos) found = run;
  });
  // A run continues past the child that holds the cursor.
  if (!found) return null;
  const hit: { from: number; to: number } = found;
  let to = hit.to;
  $pos.parent.forEach((child, offset) => {
    const from = base + offset;
    if (from === to && marks.link.isInSet(child.marks)) to = from + child.nodeSize;
  });
  return { from: hit.from, to };
}

/** Removes the link around the cursor or over the selection. */
export const removeLink: Command = (state, dispatch) => {
  if (!linkActive(state)) return false;
  const range = state.selection.empty ? linkRunAt(state.selection.$from) : state.selection;
  if (!range) return false;
  if (dispatch) dispatch(state.tr.removeMark(range.from, range.to, marks.link));
  return true;
};

/** Links the selection to `href`; with nothing selected, inserts the address itself as a link. */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    const mark = marks.link.create({ href });
    const { from, to, empty } = state.selection;
    if (dispatch) {
      const tr = empty
        ? state.tr.insert(from, noteSchema.text(href, [mark]))
        : state.tr.removeMark(from, to, marks.link).addMark(from, to, mark);
      // The cursor lands after the link, and what is typed next is plain text again.
      tr.setSelection(TextSelection.create(tr.doc, empty ? from + href.length : to)).removeStoredMark(marks.link);
      dispatch(tr.scrollIntoView());
    }
    return true;
  };
}

/** A typed address as a link: https:// added when no scheme is given; null for blank or unsafe ones. */
export function normalizeHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (/^(javascript|data|vbscript):/i.test(text)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('/') || text.startsWith('#')) return text;
  return `https://${text}`;
}
