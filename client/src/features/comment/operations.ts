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

/** Creations, edits and deletions in a thread (the thread refetches, debounced 300 ms). */
export const CommentsChangedDocument = graphql(`
  subscription CommentsChanged($target: CommentTargetInput!) {
    commentsChanged(target: $target) {
      commentId
      kind
    }
  }
`);
