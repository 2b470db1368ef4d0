import { z } from 'zod';
import { defineTool, TOOL_LIST_LIMIT } from './tool.js';

interface DriveAnswer {
  drive: { total: number; items: { id: string; title: string; registerDate: string; author: { name: string } }[] };
}

/** search-note: the viewer's readable notes whose title or text holds the phrase, newest first. */
export const searchNotes = defineTool({
  name: 'search_notes',
  feature: 'search-note',
  description: 'Searches the notes the user may read by words of their title or text. Returns the count and the newest matches.',
  input: z.object({ query: z.string().trim().min(1).max(100).describe('Words to look for.') }),
  handler: async ({ query }, { run }) => {
    const { drive } = await run<DriveAnswer>(
      `query AssistantSearchNotes($search: String!, $size: Int!) { drive(filter: { search: $search }, size: $size) { total items { id title registerDate author { name } } } }`,
      { search: query, size: TOOL_LIST_LIMIT },
    );
    return {
      query,
      total: drive.total,
      cut: drive.total > drive.items.length,
      notes: drive.items.map((note) => ({ noteId: note.id, title: note.title, authorName: note.author.name, registerDate: note.registerDate })),
    };
  },
});
