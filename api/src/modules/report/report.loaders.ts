import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { NoteDocJson } from '@domain/note-schema.js';

export function createReportLoaders(em: EntityManager) {
  return {
    /** The document of each report (lists leave it out; a client that asks for it gets it in one batch). */
    reportDocument: new DataLoader<string, { content: NoteDocJson; markdownContent: string }>(async (ids) => {
      const rows: { id: string; content: NoteDocJson; markdown_content: string }[] = await em.getKnex()('report').select('id', 'content', 'markdown_content').whereIn('id', [...ids]);
      const byId = new Map(rows.map((row) => [row.id, { content: row.content, markdownContent: row.markdown_content }]));
      return ids.map((id) => byId.get(id) ?? new Error(`report ${id} not found`));
    }),
  };
}
