import { describe, expect, it } from 'vitest';
import { feedbackListPath, tabOf } from './feedbackPaths';

describe('feedback addresses', () => {
  it('says the tab in the address, received by default', () => {
    expect(feedbackListPath('w1')).toBe('/workspace/w1/feedback');
    expect(feedbackListPath('w1', 'sentRequest')).toBe('/workspace/w1/feedback?tab=sentRequest');
    expect(feedbackListPath('w1', 'received', 'f1')).toBe('/workspace/w1/feedback?focus=f1');
  });

  it('reads an unknown tab as received', () => {
    expect(tabOf('sent')).toBe('sent');
    expect(tabOf('received request')).toBe('received');
    expect(tabOf(null)).toBe('received');
  });
});
