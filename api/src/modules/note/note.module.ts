import { defineModule } from '../../kernel/module.js';
import { Note, NoteBookmark, NoteViewHistory } from './note.entity.js';
import { createNoteLoaders } from './note.loaders.js';
import { GoalNotesResolver, NoteResolver, TodoNotesResolver } from './note.resolver.js';
import { NoteService } from './note.service.js';
import { ModelSummarizer } from '../assistant/model/model-summarizer.js';
import { ExtractiveSummarizer } from './summarizer.js';

declare module '../../kernel/services.js' {
  interface Services {
    notes: NoteService;
  }
}

declare module '../../kernel/loaders.js' {
  interface Loaders extends ReturnType<typeof createNoteLoaders> {}
}

/** Rich-text notes with share links, bookmarks, summaries and PDF export, and the drive (spec 3). */
export const noteModule = defineModule({
  name: 'note',
  entities: [Note, NoteBookmark, NoteViewHistory],
  resolvers: [NoteResolver, TodoNotesResolver, GoalNotesResolver],
  loaders: createNoteLoaders,
  // The summary uses the assistant's model when one is configured (AI_BASE_URL), the extractive summary otherwise.
  services: ({ mailer, logger }, settings) => ({
    notes: new NoteService(
      settings,
      settings.ai ? new ModelSummarizer(settings.ai, new ExtractiveSummarizer(), logger) : new ExtractiveSummarizer(),
      mailer,
    ),
  }),
});
