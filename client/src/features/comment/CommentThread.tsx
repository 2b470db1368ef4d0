import { Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { CommentEntry_CommentFragment, CommentTargetInput } from '../../gql/graphql';
import { CommentComposer } from './CommentComposer';
import { CommentThreadItem, type ActiveComment, type ThreadActions } from './CommentThreadItem';
import { commentMessages, placeholderOf } from './messages';
import { targetInput, type CommentTarget } from './target';
import { useCommentThread } from './useCommentThread';
import { useCreateComment } from './useCreateComment';
import { useDeleteComment } from './useDeleteComment';
import { useScrollToComment } from './useScrollToComment';
import { useUpdateComment } from './useUpdateComment';
import { LoadFailed } from '../../components/LoadFailed';

/**
 * The comments of a goal, a to-do, a note (spec 1 section 2), a feedback or a daily scrum item (spec 3 section 5): the
 * editor on top, then the thread, newest first, kept live (`onChange` hears each change of it, after
 * the thread's own refetch). Mount it inside the card or section that titles it.
 */
export function CommentThread({
  target,
  onChange,
}: {
  readonly target: CommentTarget;
  readonly onChange?: () => void;
}) {
  const { goalId, todoId, noteId, feedbackId, dailyScrumItemId } = target;
  const input = useMemo(
    () => targetInput({ goalId, todoId, noteId, feedbackId, dailyScrumItemId }),
    [goalId, todoId, noteId, feedbackId, dailyScrumItemId],
  );
  if (!input) return null;
  return <Thread key={JSON.stringify(input)} target={input} onChange={onChange} />;
}

function Thread({ target, onChange }: { readonly target: CommentTargetInput; readonly onChange?: () => void }) {
  const intl = useIntl();
  const thread = useCommentThread(target, onChange);
  useScrollToComment(thread.items.length);
  const create = useCreateComment(target);
  const update = useUpdateComment();
  const [remove, removing] = useDeleteComment(target);
  const [active, setActive] = useState<ActiveComment>(null);
  const [deleting, setDeleting] = useState<{ comment: CommentEntry_CommentFragment; replies: number } | null>(null);

  const actions: ThreadActions = {
    active,
    setActive,
    reply: (parentId, content, mentions) => create({ content, parentId, mentions }),
    save: update,
    askDelete: (comment, replies) => setDeleting({ comment, replies }),
  };

  return (
    <Stack gap="md" data-testid="comment-thread">
      <CommentComposer
        target={target}
        placeholder={intl.formatMessage(placeholderOf(target, 'comment'))}
        submitLabel={intl.formatMessage(commentMessages.submit)}
        onSubmit={(content, mentions) => create({ content, parentId: null, mentions })}
        testId="comment-composer"
      />
      {thread.loading ? (
        <Stack gap="sm" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={44} radius="sm" />
          ))}
        </Stack>
      ) : thread.failed ? (
        <LoadFailed
          align="flex-start"
          message={intl.formatMessage(commentMessages.loadFailed)}
          retryLabel={intl.formatMessage(commentMessages.retry)}
          onRetry={thread.retry}
        />
      ) : thread.items.length === 0 ? (
        <Text size="sm" c="gray.6" data-testid="comment-empty">
          {intl.formatMessage(commentMessages.empty)}
        </Text>
      ) : (
        <Stack gap="md" data-testid="comment-list">
          {thread.items.map((comment) => (
            <CommentThreadItem key={comment.id} comment={comment} target={target} actions={actions} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={intl.formatMessage(commentMessages.deleteTitle)}
        confirmLabel={intl.formatMessage(commentMessages.delete)}
        loading={removing}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove(deleting.comment.id).then((ok) => {
            if (ok && active?.commentId === deleting.comment.id) setActive(null);
            setDeleting(null);
          });
        }}
      >
        {deleting && deleting.replies > 0
          ? intl.formatMessage(commentMessages.deleteBodyWithReplies, { count: deleting.replies })
          : intl.formatMessage(commentMessages.deleteBody)}
      </ConfirmDialog>
    </Stack>
  );
}
