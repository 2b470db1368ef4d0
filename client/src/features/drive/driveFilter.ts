import type { DriveFilter, NoteCreatedWithin, NoteLocation, NoteSearchScope } from '../../gql/graphql';

/** The drive's filter bar (spec 1 section 2). `creator` is a member id, "me", or null for anyone. */
export interface DriveFilterState {
  readonly search: string;
  /** Titles only, or titles and text. */
  readonly searchIn: NoteSearchScope;
  readonly workspaceId: string | null;
  readonly creator: string | null;
  readonly location: NoteLocation | null;
  readonly createdWithin: NoteCreatedWithin | null;
  readonly bookmarked: boolean;
}

export const ME = 'me';
export const DRIVE_PAGE_SIZE = 20;
/** Each short list beside the table (my recent, recently viewed, bookmarked) shows this many notes. */
export const SHORT_LIST_SIZE = 5;

export const EMPTY_DRIVE_FILTER: DriveFilterState = {
  search: '',
  searchIn: 'TITLE',
  workspaceId: null,
  creator: null,
  location: null,
  createdWithin: null,
  bookmarked: false,
};

/** The drive query's filter: blanks left out, the search trimmed (with where it looks), "me" turned into the viewer id. */
export function driveFilterVariables(state: DriveFilterState, viewerId: string | null): DriveFilter {
  const filter: DriveFilter = {};
  const search = state.search.trim();
  if (search) {
    filter.search = search;
    filter.searchIn = state.searchIn;
  }
  if (state.workspaceId) filter.workspaceId = state.workspaceId;
  const creatorId = state.creator === ME ? viewerId : state.creator;
  if (creatorId) filter.creatorId = creatorId;
  if (state.location) filter.location = state.location;
  if (state.createdWithin) filter.createdWithin = state.createdWithin;
  if (state.bookmarked) filter.bookmarked = true;
  return filter;
}

/** A new workspace keeps "me" as creator but drops a colleague who may not be in it. */
export function withWorkspace(state: DriveFilterState, workspaceId: string | null): DriveFilterState {
  if (workspaceId === state.workspaceId) return state;
  return { ...state, workspaceId, creator: state.creator === ME ? ME : null };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(state: DriveFilterState): boolean {
  return (
    state.search.trim() !== '' ||
    state.workspaceId !== null ||
    state.creator !== null ||
    state.location !== null ||
    state.createdWithin !== null ||
    state.bookmarked
  );
}
