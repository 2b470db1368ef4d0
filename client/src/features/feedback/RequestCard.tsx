import { Badge, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconPencil, IconReject, IconRespond, IconX } from '../../components/icons';
import { graphql } from '../../gql';
import type { RequestCard_RequestFragment } from '../../gql/graphql';
import { CardFrame, CardHeader } from './CardHeader';
import classes from './feedback.module.css';
import { useExpectOwnChange } from './feedbackLive';
import { useOpenFeedbackModal } from './feedbackModalControl';
import { LinkedTodoList } from './LinkedTodoList';
import { feedbackMessages } from './messages';
import { useCancelFeedbackRequest } from './useCancelFeedbackRequest';
import { useRejectFeedbackRequest } from './useRejectFeedbackRequest';

/**
 * A feedback request (spec 3 sections 2 and 4). Received: the requester, Respond and Reject. Sent:
 * the colleague asked, Edit and Cancel; a rejected one in red with its label, and its Edit asks again.
 */
export function RequestCard({ request }: { readonly request: RequestCard_RequestFragment }) {
  const intl = useIntl();
  const openModal = useOpenFeedbackModal();
  const expectOwn = useExpectOwnChange();
  const [reject, { loading: rejecting }] = useRejectFeedbackRequest();
  const [cancel, { loading: cancelling }] = useCancelFeedbackRequest();
  const [confirming, setConfirming] = useState<'reject' | 'cancel' | null>(null);
  const received = request.viewerCan.respond || request.viewerCan.reject;
  const person = received ? request.sender : request.receiver;
  const rejected = !received && request.isRejected;

  const confirm = async () => {
    expectOwn(request.id);
    const outcome = confirming === 'reject' ? await reject(request) : await cancel(request);
    if (outcome.ok) setConfirming(null);
  };

  return (
    <CardFrame
      tone={rejected ? 'rejected' : null}
      data-testid="feedback-request-card"
      data-request-id={request.id}
      data-rejected={rejected || undefined}
    >
      <CardHeader
        person={person}
        received={received}
        date={request.registerDate}
        aside={
          rejected && (
            <Badge color="red" variant="filled" radius="sm" tt="none" data-testid="feedback-request-rejected">
              {intl.formatMessage(feedbackMessages.requestRejected)}
            </Badge>
          )
        }
      />
      {rejected && (
        <Text size="xs" c="red.8">
          {intl.formatMessage(feedbackMessages.requestRejectedHint, { name: person.name })}
        </Text>
      )}
      <Text size="sm" className={classes.content}>
        {request.content}
      </Text>
      <LinkedTodoList todos={request.todos} />
      <Group justify="flex-end" gap="xs">
        {request.viewerCan.reject && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconReject size={15} />}
            onClick={() => setConfirming('reject')}
            data-testid="feedback-request-reject"
          >
            {intl.formatMessage(feedbackMessages.reject)}
          </Button>
        )}
        {request.viewerCan.respond && (
          <Button
            size="xs"
            leftSection={<IconRespond size={15} />}
            onClick={() => openModal({ mode: 'respond', request })}
            data-testid="feedback-request-respond"
          >
            {intl.formatMessage(feedbackMessages.respond)}
          </Button>
        )}
        {request.viewerCan.cancel && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconX size={15} />}
            onClick={() => setConfirming('cancel')}
            data-testid="feedback-request-cancel"
          >
            {intl.formatMessage(feedbackMessages.cancelRequest)}
          </Button>
        )}
        {request.viewerCan.edit && (
          <Button
            variant={rejected ? 'filled' : 'default'}
            color={rejected ? 'red' : undefined}
            size="xs"
            leftSection={<IconPencil size={15} />}
            onClick={() => openModal({ mode: 'edit-request', request })}
            data-testid="feedback-request-edit"
          >
            {intl.formatMessage(rejected ? feedbackMessages.editAndAskAgain : feedbackMessages.editRequest)}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming !== null}
        title={intl.formatMessage(
          confirming === 'reject' ? feedbackMessages.rejectTitle : feedbackMessages.cancelTitle,
          { name: person.name },
        )}
        confirmLabel={intl.formatMessage(
          confirming === 'reject' ? feedbackMessages.reject : feedbackMessages.cancelRequest,
        )}
        cancelLabel={confirming === 'cancel' ? intl.formatMessage(feedbackMessages.keepRequest) : undefined}
        loading={rejecting || cancelling}
        onClose={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      >
        {intl.formatMessage(confirming === 'reject' ? feedbackMessages.rejectBody : feedbackMessages.cancelBody, {
          name: person.name,
        })}
      </ConfirmDialog>
    </CardFrame>
  );
}

RequestCard.fragments = {
  request: graphql(`
    fragment RequestCard_request on FeedbackRequest {
      id
      workspaceId
      content
      registerDate
      isRejected
      isCompleted
      isCancelled
      sender {
        ...CardHeader_user
      }
      receiver {
        ...CardHeader_user
      }
      todos {
        ...TodoLine_todo
      }
      viewerCan {
        edit
        cancel
        reject
        respond
      }
    }
  `),
};
