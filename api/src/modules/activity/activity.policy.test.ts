import { describe, expect, it } from 'vitest';
import { WorkspaceRole } from '../workspace/workspace-role.js';
import type { WorkItemAccess } from '../work-item/work-item.policy.js';
import { activityPolicy } from './activity.policy.js';

const goal: WorkItemAccess = {
  sharedTeamIds: ['team'],
  leaderId: null,
  participantIds: ['participant'],
  registerId: 'creator',
};
const member = { role: WorkspaceRole.MEMBER };

describe('activity policy', () => {
  it('shows a goal feed to the readers of the goal only', () => {
    expect(activityPolicy.read({ userId: 'reader', workspace: member, teamIds: new Set(['team']) }, goal)).toBe(true);
    expect(activityPolicy.read({ userId: 'participant', workspace: member, teamIds: new Set() }, goal)).toBe(true);
    expect(activityPolicy.read({ userId: 'other', workspace: member, teamIds: new Set(['other-team']) }, goal)).toBe(
      false,
    );
    expect(activityPolicy.read({ userId: 'reader', workspace: null, teamIds: new Set(['team']) }, goal)).toBe(false);
  });
});
