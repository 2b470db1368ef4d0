import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import { undoInputRule } from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import { liftListItem, sinkListItem } from 'prosemirror-schema-list';
import type { Command, Plugin } from 'prosemirror-state';
import { nodes } from './schemaTypes';
import { splitItem } from './splitItem';
import {
  LIST_ITEM_TYPES,
  toggleBold,
  toggleCodeBlock,
  toggleHeading,
  toggleInlineCode,
  toggleItalic,
  toggleList,
} from './commands';

const insertHardBreak: Command = chainCommands(exitCode, (state, dispatch) => {
  dispatch?.(state.tr.replaceSelectionWith(nodes.hard_break.create()).scrollIntoView());
  return true;
});

/** The note keyboard: the toolbar's formats, lists that split and indent, undo and redo. */
export function noteKeymaps(): Plugin[] {
  return [
    keymap({
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
      Backspace: undoInputRule,
      'Mod-b': toggleBold,
      'Mod-i': toggleItalic,
      'Mod-e': toggleInlineCode,
      'Mod-Alt-1': toggleHeading(1),
      'Mod-Alt-2': toggleHeading(2),
      'Mod-Alt-3': toggleHeading(3),
      'Mod-Alt-c': toggleCodeBlock,
      'Shift-Mod-8': toggleList('bullet'),
      'Shift-Mod-7': toggleList('ordered'),
      'Shift-Mod-9': toggleList('task'),
      Enter: splitItem,
      'Mod-[': liftListItem(LIST_ITEM_TYPES),
      'Mod-]': sinkListItem(LIST_ITEM_TYPES),
      Tab: sinkListItem(LIST_ITEM_TYPES),
      'Shift-Tab': liftListItem(LIST_ITEM_TYPES),
      'Shift-Enter': insertHardBreak,
      'Mod-Enter': insertHardBreak,
    }),
    keymap(baseKeymap),
  ];
}
