import { extractiveSummary } from '@domain/extractive-summary.js';

export interface SummaryRequest {
  title: string;
  /** The note's plain text, blocks on their own lines. */
  text: string;
}

/**
 * Summarizes a note. The default works with no network and no model (extractive, in the note's
 * own language); the assistant area plugs a language model in behind this same interface.
 */
export interface NoteSummarizer {
  summarize(request: SummaryRequest): Promise<string>;
}

export class ExtractiveSummarizer implements NoteSummarizer {
  constructor(private readonly sentences = 3) {}

  async summarize({ text }: SummaryRequest): Promise<string> {
    return extractiveSummary(text, this.sentences);
  }
}
