import type { NoteCreatedWithin, NoteLocation, NoteSearchScope } from '../../gql/graphql';
import type { MessageDescriptor } from 'react-intl';
import { defineMessageMap } from '../../i18n/defineMessageMap';

/** Words of the drive (spec 1 section 2). */
export const driveMessages = defineMessageMap({
  searchIn: { id: 'drive.search.in', defaultMessage: 'Search in' },
  workspace: { id: 'drive.filter.workspace', defaultMessage: 'Workspace' },
  allWorkspaces: { id: 'drive.filter.allWorkspaces', defaultMessage: 'All workspaces' },
  creator: { id: 'drive.filter.creator', defaultMessage: 'Creator' },
  anyone: { id: 'drive.filter.anyone', defaultMessage: 'Anyone' },
  me: { id: 'drive.filter.me', defaultMessage: 'Me' },
  location: { id: 'drive.filter.location', defaultMessage: 'Location' },
  anyLocation: { id: 'drive.filter.anyLocation', defaultMessage: 'Goals and to-dos' },
  created: { id: 'drive.filter.created', defaultMessage: 'Created' },
  anyTime: { id: 'drive.filter.anyTime', defaultMessage: 'Any time' },
  bookmarkedOnly: { id: 'drive.filter.bookmarkedOnly', defaultMessage: 'Bookmarked only' },
  clearFilters: { id: 'drive.filter.clear', defaultMessage: 'Clear filters' },
  columnTitle: { id: 'drive.column.title', defaultMessage: 'Title' },
  columnCreator: { id: 'drive.column.creator', defaultMessage: 'Creator' },
  columnWorkspace: { id: 'drive.column.workspace', defaultMessage: 'Workspace' },
  columnLocation: { id: 'drive.column.location', defaultMessage: 'Location' },
  columnCreated: { id: 'drive.column.created', defaultMessage: 'Created' },
  columnUpdated: { id: 'drive.column.updated', defaultMessage: 'Updated' },
  columnBookmark: { id: 'drive.column.bookmark', defaultMessage: 'Bookmark' },
  tableLabel: { id: 'drive.table.label', defaultMessage: 'Notes' },
  untitled: { id: 'drive.untitled', defaultMessage: 'Untitled note' },
  privateTodo: { id: 'drive.location.privateTodo', defaultMessage: 'Private to-do' },
  openTodo: { id: 'drive.location.openTodo', defaultMessage: 'Open the to-do “{title}”' },
  bookmark: { id: 'drive.bookmark.add', defaultMessage: 'Bookmark “{title}”' },
  unbookmark: { id: 'drive.bookmark.remove', defaultMessage: 'Remove the bookmark of “{title}”' },
  bookmarkFailed: { id: 'drive.bookmark.failed', defaultMessage: 'The bookmark could not be changed. {detail}' },
  showing: { id: 'drive.showing', defaultMessage: 'Showing {shown} of {total}' },
  loadMore: { id: 'drive.loadMore', defaultMessage: 'Load more' },
  empty: { id: 'drive.empty', defaultMessage: 'There are no notes yet. Write one from a goal or a to-do.' },
  emptyFiltered: { id: 'drive.emptyFiltered', defaultMessage: 'No notes match these filters.' },
  loadFailed: {
    id: 'drive.loadFailed',
    defaultMessage: 'The notes could not be loaded. Check the connection and try again.',
  },
  retry: { id: 'drive.retry', defaultMessage: 'Try again' },
  myRecent: { id: 'drive.list.myRecent', defaultMessage: 'My recent notes' },
  recentlyViewed: { id: 'drive.list.recentlyViewed', defaultMessage: 'Recently viewed' },
  bookmarked: { id: 'drive.list.bookmarked', defaultMessage: 'Bookmarked' },
  myRecentEmpty: { id: 'drive.list.myRecentEmpty', defaultMessage: 'Notes you write show here.' },
  recentlyViewedEmpty: { id: 'drive.list.recentlyViewedEmpty', defaultMessage: 'Notes you open show here.' },
  bookmarkedEmpty: { id: 'drive.list.bookmarkedEmpty', defaultMessage: 'Star a note to keep it here.' },
  listFailed: { id: 'drive.list.failed', defaultMessage: 'Could not be loaded.' },
});

export const locationLabels: Record<NoteLocation, MessageDescriptor> = defineMessageMap({
  GOAL: { id: 'drive.location.goal', defaultMessage: 'Goal' },
  TODO: { id: 'drive.location.todo', defaultMessage: 'To-do' },
});

export const createdWithinLabels: Record<NoteCreatedWithin, MessageDescriptor> = defineMessageMap({
  TODAY: { id: 'drive.created.today', defaultMessage: 'Today' },
  DAYS_7: { id: 'drive.created.days7', defaultMessage: 'Last 7 days' },
  DAYS_14: { id: 'drive.created.days14', defaultMessage: 'Last 14 days' },
  DAYS_30: { id: 'drive.created.days30', defaultMessage: 'Last 30 days' },
});

/** Each search scope: its name on the switch, and what the search box says it looks for. */
export const searchScopeLabels: Record<
  NoteSearchScope,
  { readonly name: MessageDescriptor; readonly placeholder: MessageDescriptor }
> = {
  TITLE: defineMessageMap({
    name: { id: 'drive.search.scope.title', defaultMessage: 'Title' },
    placeholder: { id: 'drive.search.placeholder.title', defaultMessage: 'Search the titles of notes' },
  }),
  TITLE_AND_TEXT: defineMessageMap({
    name: { id: 'drive.search.scope.titleAndText', defaultMessage: 'Title and text' },
    placeholder: {
      id: 'drive.search.placeholder.titleAndText',
      defaultMessage: 'Search the titles and the text of notes',
    },
  }),
};
