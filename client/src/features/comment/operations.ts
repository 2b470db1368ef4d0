import { graphql } from '../../gql';

/** The thread of a goal, a to-do or a note: top-level comments newest first, replies oldest first. */
export const CommentThreadDocument = graphql(`
  query CommentThread($target: CommentTargetInput!) {
    comments(target: $target) {
      count
      items {
        ...CommentEntry_comment
        replies {
          ...CommentEntry_comment
        }
      }
    }
  }
`);

/** Members of the target's workspace whose name starts with the prefix, sorted by name. */
export const MentionSuggestionsDocument = graphql(`
  query MentionSuggestions($target: CommentTargetInput!, $prefix: String!) {
    mentionSuggestions(target: $target, prefix: $prefix) {
      id
      name
      profileImageUrl
    }
  }
`);

export const CreateCommentDocument = graphql(`
  mutation CreateComment($input: CreateCommentInput!) {
    createComment(input: $input) {
      ...CommentEntry_comment
      replies {
        ...CommentEntry_comment
      }
    }
  }
`);

export const UpdateCommentDocument = graphql(`
  mutation UpdateComment($id: UUID!, $content: String!) {
    updateComment(id: $id, content: $content) {
      ...CommentEntry_comment
    }
  }
`);

export const DeleteCommentDocument = graphql(`
  mutation DeleteComment($id: UUID!) {
    deleteComment(id: $id)
  }
`);

/** Creations, edits and deletions in a thread (the thread refetches, debounced 300 ms). */
export const CommentsChangedDocument = graphql(`
  subscription CommentsChanged($target: CommentTargetInput!) {
    commentsChanged(target: $target) {
      commentId
      kind
    }
  }
`);
