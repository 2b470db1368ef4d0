import { graphql } from '../../gql';

export const NoteDocument = graphql(`
  query Note($id: UUID!) {
    note(id: $id) {
      ...NotePage_note
    }
  }
`);

export const SharedNoteDocument = graphql(`
  query SharedNote($code: String!) {
    sharedNote(code: $code) {
      title
      content
      authorName
      updateDate
    }
  }
`);

export const GoalNotesDocument = graphql(`
  query GoalNotes($goalId: UUID!) {
    goal(id: $goalId) {
      id
      notes {
        ...NoteList_note
      }
    }
  }
`);

export const TodoNotesDocument = graphql(`
  query TodoNotes($todoId: UUID!) {
    todo(id: $todoId) {
      id
      noteCount
      notes {
        ...NoteList_note
      }
    }
  }
`);

export const CreateNoteDocument = graphql(`
  mutation CreateNote($input: CreateNoteInput!) {
    createNote(input: $input) {
      ...NotePage_note
    }
  }
`);

export const UpdateNoteDocument = graphql(`
  mutation UpdateNote($id: UUID!, $input: UpdateNoteInput!) {
    updateNote(id: $id, input: $input) {
      id
      title
      content
      updateDate
    }
  }
`);

export const DeleteNoteDocument = graphql(`
  mutation DeleteNote($id: UUID!) {
    deleteNote(id: $id)
  }
`);

export const SetNoteSharingDocument = graphql(`
  mutation SetNoteSharing($id: UUID!, $enabled: Boolean!) {
    setNoteSharing(id: $id, enabled: $enabled) {
      id
      shareEnabled
      shareUrl
      shortUrlCode
    }
  }
`);

export const SetNoteBookmarkDocument = graphql(`
  mutation SetNoteBookmark($id: UUID!, $bookmarked: Boolean!) {
    setNoteBookmark(id: $id, bookmarked: $bookmarked) {
      id
      bookmarked
    }
  }
`);

export const MarkNoteViewedDocument = graphql(`
  mutation MarkNoteViewed($id: UUID!) {
    markNoteViewed(id: $id)
  }
`);

/** The extractive summary of the note, in its language (empty for an empty note). */
export const NoteSummaryDocument = graphql(`
  query NoteSummary($id: UUID!) {
    noteSummary(id: $id)
  }
`);

export const EmailNoteSummaryDocument = graphql(`
  mutation EmailNoteSummary($id: UUID!) {
    emailNoteSummary(id: $id)
  }
`);
