import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CommentEntry_CommentFragment, CommentTargetInput } from '../../gql/graphql';
import { CommentComposer } from './CommentComposer';
import { CommentEntry } from './CommentEntry';
import type { MentionPerson } from './mentionText';
import { commentMessages, placeholderOf } from './messages';
import classes from './comment.module.css';

/** The one comment being edited or replied to (spec 3: one at a time). */
export type ActiveComment = { readonly mode: 'edit' | 'reply'; readonly commentId: string } | null;

export interface ThreadActions {
  readonly active: ActiveComment;
  readonly setActive: (active: ActiveComment) => void;
  readonly reply: (parentId: string, content: string, mentions: readonly MentionPerson[]) => Promise<boolean>;
  readonly save: (
    comment: CommentEntry_CommentFragment,
    content: string,
    mentions: readonly MentionPerson[],
  ) => Promise<boolean>;
  readonly askDelete: (comment: CommentEntry_CommentFragment, replies: number) => void;
}

interface Props {
  readonly comment: CommentEntry_CommentFragment & { readonly replies: readonly CommentEntry_CommentFragment[] };
  readonly target: CommentTargetInput;
  readonly actions: ThreadActions;
}

/** A top-level comment with its replies (oldest first, collapsible with their count) and the reply editor. */
export function CommentThreadItem({ comment, target, actions }: Props) {
  const intl = useIntl();
  const [collapsed, setCollapsed] = useState(false);
  const { active, setActive } = actions;
  const replying = active?.mode === 'reply' && active.commentId === comment.id;
  const count = comment.replies.length;

  const entryProps = (entry: CommentEntry_CommentFragment, replies: number) => ({
    comment: entry,
    target,
    editing: active?.mode === 'edit' && active.commentId === entry.id,
    onEdit: () => setActive({ mode: 'edit', commentId: entry.id }),
    onCloseEditor: () => setActive(null),
    onSave: async (content: string, mentions: readonly MentionPerson[]) => {
      const ok = await actions.save(entry, content, mentions);
      if (ok) setActive(null);
      return ok;
    },
    onDelete: () => actions.askDelete(entry, replies),
  });

  return (
    <CommentEntry
      {...entryProps(comment, count)}
      onReply={() => {
        setCollapsed(false);
        setActive({ mode: 'reply', commentId: comment.id });
      }}
    >
      {count > 0 && (
        <Button
          variant="subtle"
          size="compact-xs"
          ml={-8}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setCollapsed(!collapsed)}
          aria-expanded={!collapsed}
          data-testid="comment-toggle-replies"
        >
          {intl.formatMessage(collapsed ? commentMessages.showReplies : commentMessages.hideReplies, { count })}
        </Button>
      )}
      {((count > 0 && !collapsed) || replying) && (
        <Stack gap="sm" className={classes.replies} mt={2}>
          {!collapsed && comment.replies.map((reply) => <CommentEntry key={reply.id} {...entryProps(reply, 0)} />)}
          {replying && (
            <CommentComposer
              target={target}
              placeholder={intl.formatMessage(placeholderOf(target, 'reply'))}
              submitLabel={intl.formatMessage(commentMessages.submitReply)}
              cancelLabel={intl.formatMessage(commentMessages.cancel)}
              onSubmit={async (content, mentions) => {
                const ok = await actions.reply(comment.id, content, mentions);
                if (ok) setActive(null);
                return ok;
              }}
              onCancel={() => setActive(null)}
              autoFocus
              testId="comment-reply-composer"
            />
          )}
        </Stack>
      )}
    </CommentEntry>
  );
}
