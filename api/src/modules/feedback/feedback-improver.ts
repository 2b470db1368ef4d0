import { feedbackHints, type FeedbackHint } from '@domain/feedback-hints.js';
import type { FeedbackRewriter } from './feedback-rewriter.js';

export interface FeedbackImprovementResult {
  hints: FeedbackHint[];
  rewrite: string | null;
}

/**
 * "Improve" of the feedback form: the offline hints always, and with a model a rewrite suggestion.
 * It stores nothing: the writer takes the suggestion or leaves it.
 */
export class FeedbackImprover {
  constructor(private readonly rewriter: FeedbackRewriter | null) {}

  async improve(content: string): Promise<FeedbackImprovementResult> {
    const text = content.trim();
    const hints = feedbackHints(text);
    return { hints, rewrite: text && this.rewriter ? await this.rewriter.rewrite(text, hints) : null };
  }
}
