import { Alert, Button, Group, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconRefresh, IconRequest, IconSend } from '../../components/icons';
import { FeedbackCard } from './FeedbackCard';
import { FeedbackListPanel } from './FeedbackListPanel';
import { useFeedbackChanges, type FeedbackChange } from './feedbackLive';
import { useOpenFeedbackModal } from './feedbackModalControl';
import { feedbackMessages } from './messages';
import {
  ReceivedFeedbackDocument,
  ReceivedFeedbackRequestsDocument,
  SentFeedbackDocument,
  SentFeedbackRequestsDocument,
} from './operations';
import { RequestCard } from './RequestCard';
import { useFocusCard } from './useFocusCard';
import { useMarkSeenOnLeave } from './useMarkSeenOnLeave';
import { usePagedFeedback } from './usePagedFeedback';

const isFeedback = (change: FeedbackChange) => change.kind === 'FEEDBACK';
const isRequest = (change: FeedbackChange) => change.kind === 'REQUEST';

function SendButton() {
  const intl = useIntl();
  const open = useOpenFeedbackModal();
  return (
    <Button variant="light" size="xs" leftSection={<IconSend size={15} />} onClick={() => open({ mode: 'send' })}>
      {intl.formatMessage(feedbackMessages.send)}
    </Button>
  );
}

function RequestButton() {
  const intl = useIntl();
  const open = useOpenFeedbackModal();
  return (
    <Button variant="light" size="xs" leftSection={<IconRequest size={15} />} onClick={() => open({ mode: 'request' })}>
      {intl.formatMessage(feedbackMessages.request)}
    </Button>
  );
}

interface ReceivedProps {
  readonly workspaceId: string;
  /** A bookmarked feedback to bring into view. */
  readonly focusId: string | null;
  readonly onFocused: (found: boolean) => void;
}

/** Received feedback, live; the unread ones shown are marked read when the viewer leaves the tab or the page. */
export function ReceivedFeedbackPanel({ workspaceId, focusId, onFocused }: ReceivedProps) {
  const intl = useIntl();
  const list = usePagedFeedback(ReceivedFeedbackDocument, 'receivedFeedback', workspaceId);
  useFeedbackChanges(list.refresh, isFeedback);
  const unread = useMemo(
    () => list.items.filter((item) => item.viewerCan.receive && !item.isRead).map((item) => item.id),
    [list.items],
  );
  useMarkSeenOnLeave(workspaceId, unread);
  const highlighted = useFocusCard(focusId, list, onFocused);
  return (
    <FeedbackListPanel
      list={list}
      label={intl.formatMessage(feedbackMessages.receivedLabel)}
      empty={intl.formatMessage(feedbackMessages.receivedEmpty)}
      emptyAction={<RequestButton />}
      testId="feedback-received-list"
    >
      {list.items.map((feedback) => (
        <FeedbackCard key={feedback.id} feedback={feedback} highlighted={feedback.id === highlighted} />
      ))}
    </FeedbackListPanel>
  );
}

export function SentFeedbackPanel({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const list = usePagedFeedback(SentFeedbackDocument, 'sentFeedback', workspaceId);
  useFeedbackChanges(list.refresh, isFeedback);
  return (
    <FeedbackListPanel
      list={list}
      label={intl.formatMessage(feedbackMessages.sentLabel)}
      empty={intl.formatMessage(feedbackMessages.sentEmpty)}
      emptyAction={<SendButton />}
      testId="feedback-sent-list"
    >
      {list.items.map((feedback) => (
        <FeedbackCard key={feedback.id} feedback={feedback} />
      ))}
    </FeedbackListPanel>
  );
}

/**
 * Requests to the viewer (spec 3 section 4): a request its sender cancelled, or the viewer's own
 * answer or rejection, refreshes the list; any other change (a new request, an edit) offers a
 * "refresh" button instead of moving the cards under the viewer's hands.
 */
export function ReceivedRequestsPanel({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const list = usePagedFeedback(ReceivedFeedbackRequestsDocument, 'receivedFeedbackRequests', workspaceId);
  const [stale, setStale] = useState(false);
  const { refresh } = list;
  const onChanges = useCallback(
    (changes: readonly FeedbackChange[]) => {
      if (changes.some((change) => change.cancelled || change.own)) refresh();
      if (changes.some((change) => !change.cancelled && !change.own)) setStale(true);
    },
    [refresh],
  );
  useFeedbackChanges(onChanges, isRequest);
  const reload = () => {
    setStale(false);
    refresh();
  };
  return (
    <FeedbackListPanel
      list={list}
      label={intl.formatMessage(feedbackMessages.receivedRequestLabel)}
      empty={intl.formatMessage(feedbackMessages.receivedRequestEmpty)}
      emptyAction={<SendButton />}
      testId="feedback-received-requests"
      notice={
        stale && (
          <Alert color="blue" variant="light" p="xs" data-testid="feedback-requests-stale">
            <Group justify="center" gap="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconRefresh size={15} />}
                onClick={reload}
                data-testid="feedback-requests-refresh"
              >
                <Text span size="sm" fw={600}>
                  {intl.formatMessage(feedbackMessages.refreshRequests)}
                </Text>
              </Button>
            </Group>
          </Alert>
        )
      }
    >
      {list.items.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </FeedbackListPanel>
  );
}

export function SentRequestsPanel({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const list = usePagedFeedback(SentFeedbackRequestsDocument, 'sentFeedbackRequests', workspaceId);
  useFeedbackChanges(list.refresh, isRequest);
  return (
    <FeedbackListPanel
      list={list}
      label={intl.formatMessage(feedbackMessages.sentRequestLabel)}
      empty={intl.formatMessage(feedbackMessages.sentRequestEmpty)}
      emptyAction={<RequestButton />}
      testId="feedback-sent-requests"
    >
      {list.items.map((request) => (
        <RequestCard key={request.id} request={request} />
      ))}
    </FeedbackListPanel>
  );
}
