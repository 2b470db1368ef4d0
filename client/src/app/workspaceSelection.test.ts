// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { teamKey, useSelection, workspaceKey, type Selection } from './workspaceSelection';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Renders useSelection for a user and returns a getter of its latest value. */
function mount(userId: string): () => Selection {
  let latest: Selection | null = null;
  function Probe() {
    latest = useSelection(userId);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Probe)));
  return () => latest as unknown as Selection;
}

describe('current workspace and chosen team', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps them per user in localStorage; switching workspace resets the team', () => {
    const current = mount('u1');
    act(() => current().selectTeam('t1', 'w1'));
    expect(current()).toMatchObject({ workspaceId: 'w1', teamId: 't1' });
    expect(window.localStorage.getItem(workspaceKey('u1'))).toBe('w1');
    expect(window.localStorage.getItem(teamKey('u1'))).toBe('t1');

    act(() => current().selectWorkspace('w2'));
    expect(current()).toMatchObject({ workspaceId: 'w2', teamId: null });

    const other = mount('u2');
    expect(other()).toMatchObject({ workspaceId: null, teamId: null });
  });

  it('re-selecting the same workspace keeps the chosen team', () => {
    const current = mount('u1');
    act(() => current().selectTeam('t1', 'w1'));
    act(() => current().selectWorkspace('w1'));
    expect(current().teamId).toBe('t1');
  });
});
