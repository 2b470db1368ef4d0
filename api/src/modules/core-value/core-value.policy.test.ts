import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import { coreValuePolicy } from './core-value.policy.js';

describe('coreValuePolicy', () => {
  it('lets every active member read and only owners and admins manage', () => {
    expect(coreValuePolicy.read({ role: WorkspaceRole.MEMBER })).toBe(true);
    expect(coreValuePolicy.read({ role: WorkspaceRole.INVITED })).toBe(false);
    expect(coreValuePolicy.read(null)).toBe(false);
    expect(coreValuePolicy.manage({ role: WorkspaceRole.OWNER })).toBe(true);
    expect(coreValuePolicy.manage({ role: WorkspaceRole.ADMIN })).toBe(true);
    expect(coreValuePolicy.manage({ role: WorkspaceRole.MEMBER })).toBe(false);
    expect(coreValuePolicy.manage(undefined)).toBe(false);
  });
});
