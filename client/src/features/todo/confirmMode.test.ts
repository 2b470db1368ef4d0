import { describe, expect, it } from 'vitest';
import { menuModes, modeAllowed, switchTarget, type ConfirmContext } from './confirmMode';

const full: ConfirmContext = { canDelete: true, canEditTimes: true, cancelled: false, plannerId: 'p1' };

describe('confirmation modal modes', () => {
  it('switches from removePlanner to delete when deleting is allowed', () => {
    expect(switchTarget('removePlanner', full)).toBe('delete');
    expect(switchTarget('removePlanner', { ...full, canDelete: false })).toBeNull();
  });

  it('switches from delete back to removePlanner only when stopping is allowed and a plan is selected', () => {
    expect(switchTarget('delete', full)).toBe('removePlanner');
    expect(switchTarget('delete', { ...full, cancelled: true })).toBeNull();
    expect(switchTarget('delete', { ...full, plannerId: null })).toBeNull();
    expect(switchTarget('delete', { ...full, canEditTimes: false })).toBeNull();
  });

  it('offers no switch from stop', () => {
    expect(switchTarget('stop', full)).toBeNull();
  });

  it('allows stop only for a to-do not yet cancelled, by someone who may delete it', () => {
    expect(modeAllowed('stop', full)).toBe(true);
    expect(modeAllowed('stop', { ...full, cancelled: true })).toBe(false);
    expect(modeAllowed('stop', { ...full, canDelete: false })).toBe(false);
  });

  it('lists the menu entries the viewer may use, in order', () => {
    expect(menuModes(full)).toEqual(['stop', 'removePlanner', 'delete']);
    expect(menuModes({ ...full, plannerId: null })).toEqual(['stop', 'delete']);
    expect(menuModes({ canDelete: false, canEditTimes: true, cancelled: false, plannerId: 'p1' })).toEqual([
      'removePlanner',
    ]);
    expect(menuModes({ canDelete: false, canEditTimes: false, cancelled: false, plannerId: 'p1' })).toEqual([]);
  });
});
