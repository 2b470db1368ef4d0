import { describe, expect, it } from 'vitest';
import { groupHits, hitPath, isApplePlatform, moveActive, type QuickFindHitView } from './quickFindHits';

const hit = (kind: QuickFindHitView['kind'], id: string, extra: Partial<QuickFindHitView> = {}): QuickFindHitView => ({
  kind,
  id,
  title: id,
  workspaceId: 'w1',
  workspaceName: 'Acme',
  teamId: null,
  ...extra,
});

describe('quick switcher hits', () => {
  it('group by kind in a fixed order, numbered in the keyboard order', () => {
    const groups = groupHits([hit('PERSON', 'p1'), hit('GOAL', 'g1'), hit('TODO', 't1'), hit('GOAL', 'g2')]);
    expect(groups.map((group) => [group.kind, group.hits.map((entry) => [entry.hit.id, entry.index])])).toEqual([
      [
        'GOAL',
        [
          ['g1', 0],
          ['g2', 1],
        ],
      ],
      ['TODO', [['t1', 2]]],
      ['PERSON', [['p1', 3]]],
    ]);
  });

  it('open where each kind lives', () => {
    expect(hitPath(hit('GOAL', 'g'))).toBe('/goal/g');
    expect(hitPath(hit('PROJECT', 'p'))).toBe('/project/p');
    expect(hitPath(hit('NOTE', 'n'))).toBe('/note/n');
    expect(hitPath(hit('TODO', 't'))).toBe('/planner?todo=t');
    expect(hitPath(hit('PERSON', 'u', { teamId: 'team' }))).toBe('/team/team/member/u');
    expect(hitPath(hit('PERSON', 'u'))).toBe('/workspace/w1/setting?tab=members');
  });

  it('move the active option round with the arrow keys', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });

  it('show the Apple shortcut on Apple systems only', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('Win32')).toBe(false);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });
});
