import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import type { CommentEntry_CommentFragment } from '../../gql/graphql';
import type { MentionPerson } from './mentionText';
import { commentMessages } from './messages';

const UpdateCommentDocument = graphql(`
  mutation UpdateComment($id: UUID!, $content: String!) {
    updateComment(id: $id, content: $content) {
      ...CommentEntry_comment
    }
  }
`);

/** updateComment (the author): the new text shows at once, marked edited; a refusal restores the old one with a red toast. */
export function useUpdateComment() {
  const toastFailure = useFailureToast();
  const [mutate] = useMutation(UpdateCommentDocument);

  return useCallback(
    async (
      comment: CommentEntry_CommentFragment,
      content: string,
      mentions: readonly MentionPerson[],
    ): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: comment.id, content },
          optimisticResponse: {
            updateComment: {
              ...comment,
              content,
              edited: true,
              updateDate: new Date().toISOString(),
              mentions: mentions.map((person) => ({
                __typename: 'UserProfile' as const,
                id: person.id,
                name: person.name,
              })),
            },
          },
        });
        return true;
      } catch (error) {
        toastFailure(error, commentMessages.updateFailed);
        return false;
      }
    },
    [mutate, toastFailure],
  );
}
