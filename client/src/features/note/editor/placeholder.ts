import { Plugin } from 'prosemirror-state';
import { Decoration, DecorationSet } from 'prosemirror-view';

/** A grey hint in an empty document (one empty paragraph), shown through CSS (::before). */
export function placeholderPlugin(text: string): Plugin {
  return new Plugin({
    props: {
      decorations(state) {
        const { doc } = state;
        const first = doc.firstChild;
        if (doc.childCount !== 1 || !first || !first.isTextblock || first.content.size > 0) return null;
        return DecorationSet.create(doc, [
          Decoration.node(0, first.nodeSize, { class: 'is-empty', 'data-placeholder': text }),
        ]);
      },
    },
  });
}
