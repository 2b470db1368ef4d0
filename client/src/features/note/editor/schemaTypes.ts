import { noteSchema } from '@domain/note-schema';
import type { MarkType, NodeType } from 'prosemirror-model';

/** The node and mark types of the note schema, by name (a missing one is a programming error). */

function nodeType(name: string): NodeType {
  const type = noteSchema.nodes[name];
  if (!type) throw new Error(`note schema has no node ${name}`);
  return type;
}

function markType(name: string): MarkType {
  const type = noteSchema.marks[name];
  if (!type) throw new Error(`note schema has no mark ${name}`);
  return type;
}

export const nodes = {
  doc: nodeType('doc'),
  paragraph: nodeType('paragraph'),
  heading: nodeType('heading'),
  blockquote: nodeType('blockquote'),
  code_block: nodeType('code_block'),
  bullet_list: nodeType('bullet_list'),
  ordered_list: nodeType('ordered_list'),
  list_item: nodeType('list_item'),
  task_list: nodeType('task_list'),
  task_item: nodeType('task_item'),
  hard_break: nodeType('hard_break'),
} as const;

export const marks = {
  strong: markType('strong'),
  em: markType('em'),
  code: markType('code'),
  link: markType('link'),
} as const;
