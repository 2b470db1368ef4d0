import { graphql } from '../../gql';

/** A note as a row of the drive table or an entry of the short lists. */
export const DriveNoteFragment = graphql(`
  fragment DriveNote on Note {
    id
    title
    location
    registerDate
    updateDate
    bookmarked
    author {
      id
      name
      profileImageUrl
    }
    workspace {
      id
      name
    }
    goal {
      id
      title
    }
    todo {
      id
      title
    }
  }
`);

/** One page of the drive, most recently updated first, with the total ("showing N of total"). */
export const DriveDocument = graphql(`
  query Drive($filter: DriveFilter!, $offset: Int!, $size: Int!) {
    drive(filter: $filter, offset: $offset, size: $size) {
      total
      items {
        ...DriveNote
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
        ...DriveNote
      }
    }
    recentlyViewedNotes(size: $size) {
      total
      items {
        ...DriveNote
      }
    }
    bookmarkedNotes(size: $size) {
      total
      items {
        ...DriveNote
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
