import type { Node as ProseMirrorNode } from 'prosemirror-model';
import { splitListItem } from 'prosemirror-schema-list';
import type { Command, Transaction } from 'prosemirror-state';
import { LIST_ITEM_TYPES } from './commands';
import { nodes } from './schemaTypes';

const isEmptyItem = (item: ProseMirrorNode) => item.childCount === 1 && item.firstChild!.content.size === 0;

function untick(tr: Transaction, pos: number, item: ProseMirrorNode | null | undefined): void {
  if (item?.type === nodes.task_item && item.attrs.checked && isEmptyItem(item))
    tr.setNodeAttribute(pos, 'checked', false);
}

/** After a split: the empty one of the two checklist items around the cursor is not done yet. */
function untickNewItem(tr: Transaction): Transaction {
  const $cursor = tr.selection.$from;
  for (let depth = $cursor.depth; depth > 0; depth -= 1) {
    if ($cursor.node(depth).type !== nodes.task_item) continue;
    const itemPos = $cursor.before(depth);
    const previous = tr.doc.resolve(itemPos).nodeBefore;
    untick(tr, itemPos, $cursor.node(depth));
    if (previous) untick(tr, itemPos - previous.nodeSize, previous);
    break;
  }
  return tr;
}

/**
 * Enter in a list: splits the item (ProseMirror's splitListItem, which copies the item's attributes).
 * A checklist item made by Enter starts unticked: the new empty item after a ticked one (Enter at its
 * end) or before it (Enter at its start); an item split in the middle of its text keeps its tick on
 * both halves.
 */
export const splitItem: Command = (state, dispatch) =>
  splitListItem(LIST_ITEM_TYPES)(state, dispatch && ((tr) => dispatch(untickNewItem(tr))));
