import { describe, expect, it, vi } from 'vitest';
import { ExtractiveSummarizer } from '../../note/summarizer.js';
import { ModelSummarizer } from './model-summarizer.js';

describe('the note summary with a model', () => {
  it('is the extractive summary when the model cannot be reached', async () => {
    const logger = { warn: vi.fn() } as never;
    const summarizer = new ModelSummarizer(
      { baseUrl: 'http://127.0.0.1:9/v1', model: 'none', apiKey: undefined, firstTokenMs: 1000, deadlineMs: 2000 },
      new ExtractiveSummarizer(1),
      logger,
    );
    const text = 'Beta ships Friday. Lunch was late. Beta testers send beta feedback.';
    expect(await summarizer.summarize({ title: 'Beta', text })).toBe(
      await new ExtractiveSummarizer(1).summarize({ title: 'Beta', text }),
    );
  });
});
