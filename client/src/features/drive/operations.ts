import { graphql } from '../../gql';

/** One page of the drive, most recently updated first, with the total ("showing N of total"). */
export const DriveDocument = graphql(`
  query Drive($filter: DriveFilter!, $offset: Int!, $size: Int!) {
    drive(filter: $filter, offset: $offset, size: $size) {
      total
      items {
        ...DriveTable_note
      }
    }
  }
`);

/** The three short lists beside the drive: my recent notes, recently viewed and bookmarked. */
export const DriveShortListsDocument = graphql(`
  query DriveShortLists($size: Int!) {
    myRecentNotes(size: $size) {
      total
      items {
        ...DriveTable_note
      }
    }
    recentlyViewedNotes(size: $size) {
      total
      items {
        ...DriveTable_note
      }
    }
    bookmarkedNotes(size: $size) {
      total
      items {
        ...DriveTable_note
      }
    }
  }
`);

/** The people of a workspace, for the creator filter. */
export const DriveWorkspaceMembersDocument = graphql(`
  query DriveWorkspaceMembers($id: UUID!) {
    workspace(id: $id) {
      id
      members {
        id
        status
        user {
          id
          name
          profileImageUrl
        }
      }
    }
  }
`);

// setNoteBookmark: SetNoteBookmarkDocument of ../note/operations (one mutation, shared with the note page).
