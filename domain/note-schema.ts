import { Node as ProseMirrorNode, Schema } from 'prosemirror-model';
import { defaultMarkdownSerializer, MarkdownSerializer, schema as markdownSchema } from 'prosemirror-markdown';

/**
 * The document schema of notes (spec 1 section 2): headings, bullet and ordered lists, checklists,
 * bold, italic, links, inline code and code blocks, quotes. Shared by the editor and the API, which
 * derives markdown_content from the stored ProseMirror JSON with the same rules.
 */
export const noteSchema = new Schema({
  nodes: markdownSchema.spec.nodes.append({
    task_list: {
      content: 'task_item+',
      group: 'block',
      parseDOM: [{ tag: 'ul[data-type="task_list"]' }],
      toDOM: () => ['ul', { 'data-type': 'task_list', class: 'task-list' }, 0],
    },
    task_item: {
      content: 'paragraph block*',
      attrs: { checked: { default: false } },
      defining: true,
      parseDOM: [
        {
          tag: 'li[data-type="task_item"]',
          getAttrs: (dom) => ({
            checked: (dom as { getAttribute(name: string): string | null }).getAttribute('data-checked') === 'true',
          }),
        },
      ],
      toDOM: (node) => ['li', { 'data-type': 'task_item', 'data-checked': String(node.attrs.checked) }, 0],
    },
  }),
  marks: markdownSchema.spec.marks,
});

export const noteMarkdownSerializer = new MarkdownSerializer(
  {
    ...defaultMarkdownSerializer.nodes,
    task_list: (state, node) => state.renderList(node, '  ', () => '- '),
    task_item: (state, node) => {
      state.write(node.attrs.checked ? '[x] ' : '[ ] ');
      state.renderContent(node);
    },
  },
  defaultMarkdownSerializer.marks,
);

export type NoteDocJson = { type: 'doc'; content?: unknown[] };

export const EMPTY_NOTE_DOC: NoteDocJson = { type: 'doc', content: [{ type: 'paragraph' }] };

/** A stored document, checked against the schema; null when it does not fit. */
export function parseNoteDoc(json: unknown): ProseMirrorNode | null {
  try {
    const doc = ProseMirrorNode.fromJSON(noteSchema, json);
    doc.check();
    return doc;
  } catch {
    return null;
  }
}

export const noteMarkdown = (doc: ProseMirrorNode): string => noteMarkdownSerializer.serialize(doc);

/** The text of a document, blocks on their own lines (search, summaries, PDF). */
export const notePlainText = (doc: ProseMirrorNode): string => doc.textBetween(0, doc.content.size, '\n', ' ').trim();
