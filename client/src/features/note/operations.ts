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

export const SetNoteBookmarkDocument = graphql(`
  mutation SetNoteBookmark($id: UUID!, $bookmarked: Boolean!) {
    setNoteBookmark(id: $id, bookmarked: $bookmarked) {
      id
      bookmarked
    }
  }
`);

/** The extractive summary of the note, in its language (empty for an empty note). */
export const NoteSummaryDocument = graphql(`
  query NoteSummary($id: UUID!) {
    noteSummary(id: $id)
  }
`);
