import { describe, expect, it } from 'vitest';
import { driveFilterVariables, EMPTY_DRIVE_FILTER, isFiltered, ME, withWorkspace } from './driveFilter';

const viewer = '11111111-1111-4111-8111-111111111111';
const colleague = '22222222-2222-4222-8222-222222222222';
const workspace = '33333333-3333-4333-8333-333333333333';

describe('driveFilterVariables', () => {
  it('sends nothing for an empty filter', () => {
    expect(driveFilterVariables(EMPTY_DRIVE_FILTER, viewer)).toEqual({});
  });

  it('trims the search, says where it looks (titles unless asked), and drops a blank one', () => {
    expect(driveFilterVariables({ ...EMPTY_DRIVE_FILTER, search: '  plan ' }, viewer)).toEqual({
      search: 'plan',
      searchIn: 'TITLE',
    });
    expect(driveFilterVariables({ ...EMPTY_DRIVE_FILTER, search: 'plan', searchIn: 'TITLE_AND_TEXT' }, viewer)).toEqual(
      { search: 'plan', searchIn: 'TITLE_AND_TEXT' },
    );
    expect(driveFilterVariables({ ...EMPTY_DRIVE_FILTER, search: '   ', searchIn: 'TITLE_AND_TEXT' }, viewer)).toEqual(
      {},
    );
  });

  it('turns "me" into the viewer and passes every other filter', () => {
    expect(
      driveFilterVariables(
        {
          search: '',
          searchIn: 'TITLE',
          workspaceId: workspace,
          creator: ME,
          location: 'TODO',
          createdWithin: 'DAYS_7',
          bookmarked: true,
        },
        viewer,
      ),
    ).toEqual({
      workspaceId: workspace,
      creatorId: viewer,
      location: 'TODO',
      createdWithin: 'DAYS_7',
      bookmarked: true,
    });
    expect(driveFilterVariables({ ...EMPTY_DRIVE_FILTER, creator: colleague }, viewer)).toEqual({
      creatorId: colleague,
    });
  });

  it('leaves "me" out while the viewer is unknown', () => {
    expect(driveFilterVariables({ ...EMPTY_DRIVE_FILTER, creator: ME }, null)).toEqual({});
  });
});

describe('withWorkspace', () => {
  it('keeps "me" and drops a colleague when the workspace changes', () => {
    expect(withWorkspace({ ...EMPTY_DRIVE_FILTER, creator: ME }, workspace).creator).toBe(ME);
    expect(withWorkspace({ ...EMPTY_DRIVE_FILTER, creator: colleague }, workspace)).toEqual({
      ...EMPTY_DRIVE_FILTER,
      workspaceId: workspace,
      creator: null,
    });
  });

  it('changes nothing for the same workspace', () => {
    const state = { ...EMPTY_DRIVE_FILTER, workspaceId: workspace, creator: colleague };
    expect(withWorkspace(state, workspace)).toBe(state);
  });
});

describe('isFiltered', () => {
  it('is false only when nothing narrows the list', () => {
    expect(isFiltered(EMPTY_DRIVE_FILTER)).toBe(false);
    expect(isFiltered({ ...EMPTY_DRIVE_FILTER, search: ' ' })).toBe(false);
    expect(isFiltered({ ...EMPTY_DRIVE_FILTER, searchIn: 'TITLE_AND_TEXT' })).toBe(false);
    expect(isFiltered({ ...EMPTY_DRIVE_FILTER, bookmarked: true })).toBe(true);
  });
});
