import { describe, expect, it } from 'vitest';
import { notificationPolicy } from './notification.policy.js';

describe('notification policy', () => {
  it('gives a notification to its recipient alone', () => {
    expect(notificationPolicy.own('recipient', { recipientId: 'recipient' })).toBe(true);
    expect(notificationPolicy.own('someone', { recipientId: 'recipient' })).toBe(false);
  });
});
