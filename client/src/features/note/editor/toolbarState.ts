import type { MarkType } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';
import { enclosingList, linkActive, type HeadingLevel, type ListKind } from './commands';
import { marks, nodes } from './schemaTypes';

/** What the toolbar shows as pressed for the current selection. */
export interface ToolbarState {
  readonly heading: HeadingLevel | null;
  readonly list: ListKind | null;
  readonly codeBlock: boolean;
  readonly blockquote: boolean;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly code: boolean;
  readonly link: boolean;
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

export function toolbarStateOf(state: EditorState): ToolbarState {
  const { $from } = state.selection;
  const parent = $from.parent;
  const level = parent.type === nodes.heading ? (parent.attrs['level'] as number) : null;
  let blockquote = false;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type === nodes.blockquote) blockquote = true;
  }
  return {
    heading: level === 1 || level === 2 || level === 3 ? level : null,
    list: enclosingList(state)?.kind ?? null,
    codeBlock: parent.type === nodes.code_block,
    blockquote,
    bold: markActive(state, marks.strong),
    italic: markActive(state, marks.em),
    code: markActive(state, marks.code),
    link: linkActive(state),
  };
}

export const sameToolbarState = (a: ToolbarState, b: ToolbarState): boolean =>
  (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);
