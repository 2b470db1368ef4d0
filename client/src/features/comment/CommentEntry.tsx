import { Button, Group, Stack, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { relativeTime } from '../../components/relativeTime';
import { UserAvatar } from '../../components/UserAvatar';
import { graphql } from '../../gql';
import type { CommentEntry_CommentFragment, CommentTargetInput } from '../../gql/graphql';
import { CommentComposer } from './CommentComposer';
import { CommentContent } from './CommentContent';
import { storageToDraft } from './mentionText';
import { commentMessages, placeholderOf } from './messages';
import { commentAnchor } from './useScrollToComment';

interface Props {
  readonly comment: CommentEntry_CommentFragment;
  readonly target: CommentTargetInput;
  readonly editing: boolean;
  readonly onReply?: () => void;
  readonly onEdit: () => void;
  readonly onCloseEditor: () => void;
  readonly onSave: (content: string, mentions: readonly { id: string; name: string }[]) => Promise<boolean>;
  readonly onDelete: () => void;
  /** Under the comment: its replies and the reply editor. */
  readonly children?: ReactNode;
}

/** One comment: picture, name, when (and "edited"), the text or its editor, and what the viewer may do. */
export function CommentEntry({
  comment,
  target,
  editing,
  onReply,
  onEdit,
  onCloseEditor,
  onSave,
  onDelete,
  children,
}: Props) {
  const intl = useIntl();
  const viewer = useViewer();
  const timeZone = viewer?.timezone;
  const canReply = comment.viewerCan.reply && onReply;

  return (
    <Group
      gap={10}
      wrap="nowrap"
      align="flex-start"
      data-testid="comment"
      data-comment-id={comment.id}
      id={commentAnchor(comment.id)}
      tabIndex={-1}
    >
      <UserAvatar user={comment.author} nameShown />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end" style={{ minWidth: 0 }}>
            {comment.author.name}
          </Text>
          <Text
            size="xs"
            c="gray.6"
            style={{ flex: 'none' }}
            title={intl.formatDate(comment.registerDate, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
          >
            {relativeTime(intl, comment.registerDate, DateTime.now(), timeZone)}
          </Text>
          {comment.edited && (
            <Text
              size="xs"
              c="gray.6"
              style={{ flex: 'none' }}
              data-testid="comment-edited"
              title={intl.formatDate(comment.updateDate, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
            >
              {intl.formatMessage(commentMessages.edited)}
            </Text>
          )}
        </Group>
        {editing ? (
          <CommentComposer
            target={target}
            initial={storageToDraft(comment.content, comment.mentions)}
            placeholder={intl.formatMessage(placeholderOf(target, 'comment'))}
            submitLabel={intl.formatMessage(commentMessages.save)}
            cancelLabel={intl.formatMessage(commentMessages.cancel)}
            onSubmit={onSave}
            onCancel={onCloseEditor}
            autoFocus
            testId="comment-edit-composer"
          />
        ) : (
          <>
            <CommentContent content={comment.content} mentions={comment.mentions} />
            {(canReply || comment.viewerCan.edit || comment.viewerCan.delete) && (
              <Group
                gap={2}
                ml={-8}
                aria-label={intl.formatMessage(commentMessages.actionsFor, { name: comment.author.name })}
              >
                {canReply && (
                  <Button
                    variant="subtle"
                    color="gray"
                    c="gray.7"
                    fw={500}
                    size="compact-xs"
                    onClick={onReply}
                    data-testid="comment-reply"
                  >
                    {intl.formatMessage(commentMessages.reply)}
                  </Button>
                )}
                {comment.viewerCan.edit && (
                  <Button
                    variant="subtle"
                    color="gray"
                    c="gray.7"
                    fw={500}
                    size="compact-xs"
                    onClick={onEdit}
                    data-testid="comment-edit"
                  >
                    {intl.formatMessage(commentMessages.edit)}
                  </Button>
                )}
                {comment.viewerCan.delete && (
                  <Button
                    variant="subtle"
                    color="red"
                    fw={500}
                    size="compact-xs"
                    onClick={onDelete}
                    data-testid="comment-delete"
                  >
                    {intl.formatMessage(commentMessages.delete)}
                  </Button>
                )}
              </Group>
            )}
          </>
        )}
        {children}
      </Stack>
    </Group>
  );
}

/** One comment as the thread shows it: author, text with mentions, what the viewer may do. */
CommentEntry.fragments = {
  comment: graphql(`
    fragment CommentEntry_comment on Comment {
      id
      content
      edited
      parentId
      registerDate
      updateDate
      author {
        id
        name
        profileImageUrl
      }
      mentions {
        id
        name
      }
      viewerCan {
        edit
        delete
        reply
      }
    }
  `),
};
