import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { invitationPolicy } from './invitation.policy.js';

describe('invitation policy', () => {
  it('is answered by the invited address only', () => {
    expect(invitationPolicy.answer({ email: 'invitee@example.com' }, { email: 'invitee@example.com' })).toBe(true);
    expect(invitationPolicy.answer({ email: 'someone@example.com' }, { email: 'invitee@example.com' })).toBe(false);
  });

  it('is withdrawn and mailed again by the admins of its workspace', () => {
    expect(invitationPolicy.resend({ role: WorkspaceRole.ADMIN })).toBe(true);
    expect(invitationPolicy.resend({ role: WorkspaceRole.MEMBER })).toBe(false);
    expect(invitationPolicy.cancel({ role: WorkspaceRole.OWNER })).toBe(true);
    expect(invitationPolicy.cancel({ role: WorkspaceRole.ADMIN })).toBe(true);
    expect(invitationPolicy.cancel({ role: WorkspaceRole.MEMBER })).toBe(false);
    expect(invitationPolicy.cancel(null)).toBe(false);
  });
});
