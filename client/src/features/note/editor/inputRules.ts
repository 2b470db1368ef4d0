import { InputRule, inputRules, textblockTypeInputRule, wrappingInputRule } from 'prosemirror-inputrules';
import { TextSelection, type Command, type EditorState, type Plugin, type Transaction } from 'prosemirror-state';
import { enclosingList, toggleList } from './commands';
import { nodes } from './schemaTypes';

/**
 * Markdown as you type: "# " to "### " headings, "- " or "* " bullets, "1. " numbers, "[ ] " or
 * "[x] " a checklist item (also inside a bullet item, which becomes a checklist), "> " a quote and
 * "```" a code block.
 */

/** The transaction a command would dispatch on `state`, or null when it does not apply. */
function transactionOf(state: EditorState, command: Command): Transaction | null {
  let result: Transaction | null = null;
  const applies = command(state, (tr) => {
    result = tr;
  });
  return applies ? result : null;
}

const checklistRule = new InputRule(/^\s*\[( |x|X)?\]\s$/, (state, match, start, end) => {
  const tr = state.tr.delete(start, end);
  const cleared = state.apply(tr);
  let cursor = start;
  if (enclosingList(cleared)?.kind !== 'task') {
    const wrap = transactionOf(cleared, toggleList('task'));
    if (!wrap) return null;
    for (const step of wrap.steps) tr.step(step);
    cursor = wrap.selection.from;
    tr.setSelection(TextSelection.create(tr.doc, cursor));
  }
  const checked = (match[1] ?? '').toLowerCase() === 'x';
  const $pos = tr.doc.resolve(cursor);
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    if ($pos.node(depth).type === nodes.task_item) {
      tr.setNodeMarkup($pos.before(depth), undefined, { ...$pos.node(depth).attrs, checked });
      break;
    }
  }
  return tr;
});

export function noteInputRules(): Plugin {
  return inputRules({
    rules: [
      textblockTypeInputRule(/^(#{1,3})\s$/, nodes.heading, (match) => ({ level: (match[1] ?? '#').length })),
      checklistRule,
      wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list),
      wrappingInputRule(
        /^(\d+)\.\s$/,
        nodes.ordered_list,
        (match) => ({ order: Number(match[1]) }),
        (match, node) => node.childCount + (node.attrs['order'] as number) === Number(match[1]),
      ),
      wrappingInputRule(/^\s*>\s$/, nodes.blockquote),
      textblockTypeInputRule(/^```$/, nodes.code_block),
    ],
  });
}
