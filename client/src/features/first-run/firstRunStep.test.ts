import { describe, expect, it } from 'vitest';
import { firstRunStep } from './firstRunStep';

describe('the first run step', () => {
  it('starts with the workspace whatever the address says', () => {
    expect(firstRunStep({ hasWorkspace: false, hasTeam: false, requested: null })).toBe('workspace');
    expect(firstRunStep({ hasWorkspace: false, hasTeam: false, requested: 'todo' })).toBe('workspace');
  });

  it('asks for a team until there is one, and passes the goal when the team was skipped', () => {
    expect(firstRunStep({ hasWorkspace: true, hasTeam: false, requested: null })).toBe('team');
    expect(firstRunStep({ hasWorkspace: true, hasTeam: false, requested: 'goal' })).toBe('todo');
    expect(firstRunStep({ hasWorkspace: true, hasTeam: true, requested: null })).toBe('goal');
    expect(firstRunStep({ hasWorkspace: true, hasTeam: true, requested: 'team' })).toBe('goal');
  });

  it('resumes on the to-do step named by the address', () => {
    expect(firstRunStep({ hasWorkspace: true, hasTeam: true, requested: 'todo' })).toBe('todo');
    expect(firstRunStep({ hasWorkspace: true, hasTeam: false, requested: 'todo' })).toBe('todo');
  });
});
