import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { feedbackPolicy, feedbackRequestPolicy, type FeedbackViewer } from './feedback.policy.js';

const member = { role: WorkspaceRole.MEMBER };
const viewer = (userId: string, workspace: FeedbackViewer['workspace'] = member): FeedbackViewer => ({
  userId,
  workspace,
});
const feedback = { senderId: 'ann', receiverId: 'bo' };
const request = { ...feedback, enable: true, isRejected: false, isCompleted: false };

describe('feedbackPolicy', () => {
  it('shows a feedback to its two people only, while they are active members', () => {
    expect(feedbackPolicy.read(viewer('ann'), feedback)).toBe(true);
    expect(feedbackPolicy.read(viewer('bo'), feedback)).toBe(true);
    expect(feedbackPolicy.read(viewer('cy'), feedback)).toBe(false);
    expect(feedbackPolicy.read(viewer('bo', null), feedback)).toBe(false);
    expect(feedbackPolicy.read(viewer('bo', { role: WorkspaceRole.INVITED }), feedback)).toBe(false);
  });

  it('lets the sender edit and resend, the receiver bookmark, react and mark read, both comment and hide', () => {
    expect([feedbackPolicy.edit(viewer('ann'), feedback), feedbackPolicy.edit(viewer('bo'), feedback)]).toEqual([
      true,
      false,
    ]);
    expect([feedbackPolicy.resend(viewer('ann'), feedback), feedbackPolicy.resend(viewer('bo'), feedback)]).toEqual([
      true,
      false,
    ]);
    for (const rule of [feedbackPolicy.bookmark, feedbackPolicy.react, feedbackPolicy.markRead]) {
      expect([rule(viewer('ann'), feedback), rule(viewer('bo'), feedback)]).toEqual([false, true]);
    }
    for (const rule of [feedbackPolicy.comment, feedbackPolicy.hide]) {
      expect([rule(viewer('ann'), feedback), rule(viewer('bo'), feedback), rule(viewer('cy'), feedback)]).toEqual([
        true,
        true,
        false,
      ]);
    }
  });
});

describe('feedbackRequestPolicy', () => {
  it('lets the sender edit and cancel an open request, rejected ones included', () => {
    expect(feedbackRequestPolicy.edit(viewer('ann'), { ...request, isRejected: true })).toBe(true);
    expect(feedbackRequestPolicy.cancel(viewer('ann'), request)).toBe(true);
    expect(feedbackRequestPolicy.edit(viewer('bo'), request)).toBe(false);
    expect(feedbackRequestPolicy.edit(viewer('ann'), { ...request, isCompleted: true })).toBe(false);
    expect(feedbackRequestPolicy.cancel(viewer('ann'), { ...request, enable: false })).toBe(false);
  });

  it('lets the receiver reject or respond while it is open and not rejected', () => {
    expect(feedbackRequestPolicy.reject(viewer('bo'), request)).toBe(true);
    expect(feedbackRequestPolicy.respond(viewer('bo'), request)).toBe(true);
    expect(feedbackRequestPolicy.respond(viewer('ann'), request)).toBe(false);
    expect(feedbackRequestPolicy.reject(viewer('bo'), { ...request, isRejected: true })).toBe(false);
    expect(feedbackRequestPolicy.respond(viewer('bo'), { ...request, enable: false })).toBe(false);
    expect(feedbackRequestPolicy.respond(viewer('bo'), { ...request, isCompleted: true })).toBe(false);
  });
});
