import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { CommentTargetInput } from '../../gql/graphql';
import { removeCommentFromCache } from './commentCache';
import { commentMessages } from './messages';

const DeleteCommentDocument = graphql(`
  mutation DeleteComment($id: UUID!) {
    deleteComment(id: $id)
  }
`);

/** deleteComment (the author; soft): the comment leaves the thread with a green toast, or stays with a red one. */
export function useDeleteComment(target: CommentTargetInput) {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(DeleteCommentDocument);

  const remove = useCallback(
    async (commentId: string): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: commentId },
          update: (cache) => removeCommentFromCache(cache, target, commentId),
        });
        notifySuccess(intl.formatMessage(commentMessages.deleted));
        return true;
      } catch (error) {
        toastFailure(error, commentMessages.deleteFailed);
        return false;
      }
    },
    [mutate, target, intl, toastFailure],
  );

  return [remove, state.loading] as const;
}
