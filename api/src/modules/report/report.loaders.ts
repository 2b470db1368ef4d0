import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { NoteDocJson } from '@domain/note-schema.js';
import type { WorkTime } from '@domain/report-draft.js';

export function createReportLoaders(em: EntityManager) {
  return {
    /** The document and chart data of each report (lists leave them out; a client that asks gets them in one batch). */
    reportDocument: new DataLoader<
      string,
      { content: NoteDocJson; markdownContent: string; workTime: WorkTime | null }
    >(async (ids) => {
      const rows: { id: string; content: NoteDocJson; markdown_content: string; work_time: WorkTime | null }[] =
        await em
          .getKnex()('report')
          .select('id', 'content', 'markdown_content', 'work_time')
          .whereIn('id', [...ids]);
      const byId = new Map(
        rows.map((row) => [
          row.id,
          { content: row.content, markdownContent: row.markdown_content, workTime: row.work_time },
        ]),
      );
      return ids.map((id) => byId.get(id) ?? new Error(`report ${id} not found`));
    }),
  };
}
