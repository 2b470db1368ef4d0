import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast } from '../../apollo/useFailureToast';
import { useViewer } from '../../app/useViewer';
import { graphql } from '../../gql';
import type { CommentTargetInput } from '../../gql/graphql';
import { addCommentToCache } from './commentCache';
import type { MentionPerson } from './mentionText';
import { commentMessages } from './messages';

const CreateCommentDocument = graphql(`
  mutation CreateComment($input: CreateCommentInput!) {
    createComment(input: $input) {
      ...CommentEntry_comment
      replies {
        ...CommentEntry_comment
      }
    }
  }
`);

export const OPTIMISTIC_PREFIX = 'optimistic-';

/** createComment: shows at once (optimistic) in its place in the thread; a refusal takes it back with a red toast. */
export function useCreateComment(target: CommentTargetInput) {
  const viewer = useViewer();
  const toastFailure = useFailureToast();
  const [mutate] = useMutation(CreateCommentDocument);

  return useCallback(
    async (input: {
      content: string;
      parentId: string | null;
      mentions: readonly MentionPerson[];
    }): Promise<boolean> => {
      const now = new Date().toISOString();
      try {
        await mutate({
          variables: { input: { target, parentId: input.parentId, content: input.content } },
          optimisticResponse: viewer
            ? {
                createComment: {
                  __typename: 'Comment',
                  id: `${OPTIMISTIC_PREFIX}${now}`,
                  content: input.content,
                  edited: false,
                  parentId: input.parentId,
                  registerDate: now,
                  updateDate: now,
                  author: {
                    __typename: 'UserProfile',
                    id: viewer.id,
                    name: viewer.name,
                    profileImageUrl: viewer.profileImageUrl ?? null,
                  },
                  mentions: input.mentions.map((person) => ({
                    __typename: 'UserProfile' as const,
                    id: person.id,
                    name: person.name,
                  })),
                  viewerCan: { __typename: 'CommentViewerCan', edit: false, delete: false, reply: false },
                  replies: [],
                },
              }
            : undefined,
          update: (cache, { data }) => {
            if (data?.createComment) addCommentToCache(cache, target, data.createComment);
          },
        });
        return true;
      } catch (error) {
        toastFailure(error, commentMessages.createFailed);
        return false;
      }
    },
    [mutate, target, viewer, toastFailure],
  );
}
