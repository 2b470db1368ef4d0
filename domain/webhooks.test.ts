import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, webhookUrlError } from './webhooks.js';

describe('webhook addresses', () => {
  it('take https, and plain http on this machine only where allowed', () => {
    expect(webhookUrlError('https://hooks.example.com/quarter', false)).toBeNull();
    expect(webhookUrlError('http://hooks.example.com/quarter', true)).toBe('WEBHOOK_URL_NOT_HTTPS');
    expect(webhookUrlError('http://127.0.0.1:9000/hook', true)).toBeNull();
    expect(webhookUrlError('http://localhost:9000/hook', false)).toBe('WEBHOOK_URL_NOT_HTTPS');
    expect(webhookUrlError('ftp://example.com', true)).toBe('WEBHOOK_URL_NOT_HTTPS');
  });

  it('refuse what is not an address, or carries credentials', () => {
    expect(webhookUrlError('hooks.example.com', true)).toBe('WEBHOOK_URL_INVALID');
    expect(webhookUrlError('https://user:secret@example.com/', true)).toBe('WEBHOOK_URL_INVALID');
    expect(webhookUrlError(`https://example.com/${'a'.repeat(2000)}`, true)).toBe('WEBHOOK_URL_INVALID');
  });

  it('name a created and a changed event for each kind of item', () => {
    expect(WEBHOOK_EVENT_TYPES).toEqual([
      'todo.created',
      'todo.changed',
      'goal.created',
      'goal.changed',
      'comment.created',
      'comment.changed',
      'report.created',
      'report.changed',
      'feedback.created',
      'feedback.changed',
    ]);
  });
});
