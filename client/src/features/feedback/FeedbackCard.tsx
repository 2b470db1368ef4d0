import { ActionIcon, Anchor, Badge, Button, Divider, Group, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconBookmark, IconComments, IconDots, IconPencil, IconResend, IconTrash } from '../../components/icons';
import { graphql } from '../../gql';
import type { FeedbackCard_FeedbackFragment } from '../../gql/graphql';
import { CommentThread } from '../comment';
import { ReactionBar } from '../reaction';
import { CardFrame, CardHeader } from './CardHeader';
import { CoreValueBadges } from './CoreValueBadges';
import classes from './feedback.module.css';
import { useOpenFeedbackModal } from './feedbackModalControl';
import { LinkedTodoList } from './LinkedTodoList';
import { feedbackMessages } from './messages';
import { RequestDialog } from './RequestDialog';
import { useDeleteFeedback } from './useDeleteFeedback';
import { useFeedbackTime } from './useFeedbackTime';
import { useResendFeedback } from './useResendFeedback';
import { useSetFeedbackBookmark } from './useSetFeedbackBookmark';

interface Props {
  readonly feedback: FeedbackCard_FeedbackFragment;
  /** Briefly highlighted (opened from a bookmark or its own address). */
  readonly highlighted?: boolean;
  /** The comments start open (the feedback's own page). */
  readonly commentsOpen?: boolean;
}

/**
 * One feedback (spec 3 section 2): the other person, when, the text, its core values and to-dos,
 * the request it answers, reactions and comments, and the actions the viewer may take.
 */
export function FeedbackCard({ feedback, highlighted = false, commentsOpen = false }: Props) {
  const intl = useIntl();
  const time = useFeedbackTime();
  const [showComments, setShowComments] = useState(commentsOpen);
  const [seeRequest, setSeeRequest] = useState(false);
  const received = feedback.viewerCan.receive;
  const person = received ? feedback.sender : feedback.receiver;
  const unread = received && !feedback.isRead;

  return (
    <CardFrame
      tone={highlighted ? 'highlight' : null}
      data-testid="feedback-card"
      data-feedback-id={feedback.id}
      data-unread={unread || undefined}
    >
      <CardHeader
        person={person}
        received={received}
        date={feedback.registerDate}
        marks={
          unread && (
            <Badge
              size="xs"
              radius="sm"
              color="red"
              variant="light"
              tt="none"
              style={{ flex: 'none' }}
              leftSection={<span className={classes.unreadDot} />}
              data-testid="feedback-unread"
            >
              {intl.formatMessage(feedbackMessages.unread)}
            </Badge>
          )
        }
        dateMarks={
          feedback.edited && (
            <Text
              size="xs"
              c="gray.6"
              title={time.full(feedback.updateDate)}
              style={{ whiteSpace: 'nowrap' }}
              data-testid="feedback-edited"
            >
              · {intl.formatMessage(feedbackMessages.edited)}
            </Text>
          )
        }
        aside={
          <>
            {feedback.isBookmarked && (
              <Text
                c="yellow.7"
                component="span"
                style={{ display: 'inline-flex' }}
                title={intl.formatMessage(feedbackMessages.bookmarked)}
              >
                <IconBookmark filled size={18} />
              </Text>
            )}
            <FeedbackMenu feedback={feedback} />
          </>
        }
      />

      <Text size="sm" className={classes.content} data-testid="feedback-content">
        {feedback.content}
      </Text>
      <CoreValueBadges values={feedback.coreValues} />
      <LinkedTodoList todos={feedback.todos} />
      {feedback.request && (
        <Group gap={8} wrap="nowrap" className={classes.quote}>
          <Text size="xs" c="gray.7" truncate="end" style={{ minWidth: 0, flex: 1 }} title={feedback.request.content}>
            <Text span size="xs" fw={600} c="gray.7">
              {intl.formatMessage(feedbackMessages.answersRequest)}:{' '}
            </Text>
            {feedback.request.content}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => setSeeRequest(true)}
            style={{ flex: 'none' }}
            data-testid="feedback-see-request"
          >
            {intl.formatMessage(feedbackMessages.seeRequest)}
          </Anchor>
        </Group>
      )}

      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <ReactionBar
            target={{ feedbackId: feedback.id }}
            reactions={feedback.reactions}
            canReact={feedback.viewerCan.receive}
          />
        </div>
        <Button
          variant={showComments ? 'light' : 'subtle'}
          color="gray"
          size="compact-sm"
          leftSection={<IconComments size={16} />}
          onClick={() => setShowComments((open) => !open)}
          aria-expanded={showComments}
          style={{ flex: 'none' }}
          data-testid="feedback-comments-toggle"
        >
          {showComments
            ? intl.formatMessage(feedbackMessages.hideComments)
            : intl.formatMessage(feedbackMessages.comments, { count: feedback.comments.count })}
        </Button>
      </Group>
      {showComments && (
        <>
          <Divider color="gray.2" />
          <CommentThread target={{ feedbackId: feedback.id }} />
        </>
      )}
      <RequestDialog
        requestId={seeRequest && feedback.request ? feedback.request.id : null}
        onClose={() => setSeeRequest(false)}
      />
    </CardFrame>
  );
}

/** The card's menu, by what the viewer may do: edit and send again (the sender), bookmark (the receiver), delete (either). */
function FeedbackMenu({ feedback }: { readonly feedback: FeedbackCard_FeedbackFragment }) {
  const intl = useIntl();
  const openModal = useOpenFeedbackModal();
  const [resend] = useResendFeedback();
  const [setBookmark] = useSetFeedbackBookmark();
  const [remove, { loading: deleting }] = useDeleteFeedback();
  const [confirming, setConfirming] = useState(false);
  const { edit, receive, delete: canDelete } = feedback.viewerCan;
  if (!edit && !receive && !canDelete) return null;
  const other = receive ? feedback.sender : feedback.receiver;

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={intl.formatMessage(feedbackMessages.actions)}
            data-testid="feedback-menu"
          >
            <IconDots />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {edit && (
            <Menu.Item
              leftSection={<IconPencil size={16} />}
              onClick={() => openModal({ mode: 'edit-feedback', feedback })}
              data-testid="feedback-edit"
            >
              {intl.formatMessage(feedbackMessages.edit)}
            </Menu.Item>
          )}
          {edit && (
            <Menu.Item
              leftSection={<IconResend size={16} />}
              onClick={() => void resend(feedback)}
              data-testid="feedback-resend"
            >
              {intl.formatMessage(feedbackMessages.resend)}
            </Menu.Item>
          )}
          {receive && (
            <Menu.Item
              leftSection={<IconBookmark filled={feedback.isBookmarked} size={16} />}
              onClick={() => void setBookmark(feedback, !feedback.isBookmarked)}
              data-testid="feedback-bookmark"
            >
              {intl.formatMessage(feedback.isBookmarked ? feedbackMessages.unbookmark : feedbackMessages.bookmark)}
            </Menu.Item>
          )}
          {canDelete && (
            <>
              {(edit || receive) && <Menu.Divider />}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
                data-testid="feedback-delete"
              >
                {intl.formatMessage(feedbackMessages.delete)}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={intl.formatMessage(feedbackMessages.deleteTitle)}
        confirmLabel={intl.formatMessage(feedbackMessages.delete)}
        loading={deleting}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove(feedback.id).then((outcome) => outcome.ok && setConfirming(false))}
      >
        {intl.formatMessage(feedbackMessages.deleteBody, { name: other.name })}
      </ConfirmDialog>
    </>
  );
}

FeedbackCard.fragments = {
  feedback: graphql(`
    fragment FeedbackCard_feedback on Feedback {
      id
      workspaceId
      content
      isRead
      edited
      isBookmarked
      bookmarkUpdateDate
      registerDate
      updateDate
      sender {
        ...CardHeader_user
      }
      receiver {
        ...CardHeader_user
      }
      coreValues {
        id
        name
        isPositive
        active
      }
      todos {
        ...TodoLine_todo
      }
      request {
        id
        content
      }
      reactions {
        ...ReactionBar_reactions
      }
      comments {
        count
      }
      viewerCan {
        edit
        receive
        comment
        delete
      }
    }
  `),
};
