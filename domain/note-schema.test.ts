import { describe, expect, it } from 'vitest';
import { noteMarkdown, notePlainText, parseNoteDoc } from './note-schema.js';

const doc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '회의 메모' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Ship ' },
        { type: 'text', marks: [{ type: 'strong' }], text: 'beta' },
        { type: 'text', text: ' on ' },
        { type: 'text', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }], text: 'Friday' },
      ],
    },
    {
      type: 'task_list',
      content: [
        {
          type: 'task_item',
          attrs: { checked: true },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Viết tài liệu' }] }],
        },
        {
          type: 'task_item',
          attrs: { checked: false },
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Review' }] }],
        },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quote' }] }] },
  ],
};

describe('note documents', () => {
  it('turn into markdown with headings, marks, links, checklists and quotes', () => {
    const parsed = parseNoteDoc(doc)!;
    expect(noteMarkdown(parsed)).toBe(
      '## 회의 메모\n\nShip **beta** on [Friday](https://example.com)\n\n- [x] Viết tài liệu\n\n- [ ] Review\n\n> Quote',
    );
    expect(notePlainText(parsed)).toContain('Viết tài liệu');
  });

  it('refuse what does not fit the schema', () => {
    expect(parseNoteDoc({ type: 'doc', content: [{ type: 'table' }] })).toBeNull();
    expect(parseNoteDoc('nope')).toBeNull();
  });
});
