import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useFollowWorkspace } from '../../app/useFollowWorkspace';
import { IconRequest, IconSend } from '../../components/icons';
import { isUuid, problemOf, ResourceState } from '../../components/ResourceState';
import { BookmarkPanel } from './BookmarkPanel';
import { feedbackAreas } from './feedback.areas';
import { FeedbackDetail } from './FeedbackDetail';
import { FeedbackLiveProvider, useFeedbackChanges } from './feedbackLive';
import { FeedbackModal } from './FeedbackModal';
import { FeedbackModalContext, type ModalIntent } from './feedbackModalControl';
import { feedbackListPath, FOCUS_PARAM, tabOf, type FeedbackTab } from './feedbackPaths';
import { ReceivedFeedbackPanel, ReceivedRequestsPanel, SentFeedbackPanel, SentRequestsPanel } from './FeedbackTabs';
import { feedbackMessages } from './messages';
import { FeedbackCountsDocument } from './operations';

/**
 * /workspace/{workspaceId}/feedback (spec 3 section 2): received and sent feedback, requests to and
 * from the viewer, each tab in the address (`?tab=`), live; the bookmarks beside them; the one modal
 * that sends, requests, answers and edits. /workspace/{workspaceId}/feedback/{feedbackId} shows one
 * feedback in the same frame.
 */
export function FeedbackPage() {
  const { workspaceId, feedbackId } = useParams();
  if (!isUuid(workspaceId)) return <ResourceState kind="workspace" problem="notFound" />;
  return (
    <FeedbackLiveProvider key={workspaceId} workspaceId={workspaceId}>
      <Feedback
        workspaceId={workspaceId}
        feedbackId={isUuid(feedbackId) ? feedbackId : feedbackId === undefined ? null : 'invalid'}
      />
    </FeedbackLiveProvider>
  );
}

function Feedback({ workspaceId, feedbackId }: { readonly workspaceId: string; readonly feedbackId: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const focusId = params.get(FOCUS_PARAM);
  const [intent, setIntent] = useState<ModalIntent | null>(null);

  const counts = useQuery(FeedbackCountsDocument, { variables: { workspaceId }, fetchPolicy: 'cache-and-network' });
  useFeedbackChanges(() => void counts.refetch().catch(() => undefined));
  const problem = counts.error && !counts.data ? problemOf(counts.error) : null;
  const loaded = Boolean(counts.data);

  useFollowWorkspace(loaded ? workspaceId : null);

  const changeTab = (next: FeedbackTab) =>
    setParams(new URLSearchParams(next === 'received' ? {} : { tab: next }), { replace: true });
  const openBookmark = (id: string) =>
    void navigate(feedbackListPath(workspaceId, 'received', id), { replace: feedbackId === null });
  const onFocused = useCallback(
    (found: boolean) => {
      if (!focusId) return;
      if (found) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(FOCUS_PARAM);
            return next;
          },
          { replace: true },
        );
      } else void navigate(`/workspace/${workspaceId}/feedback/${focusId}`, { replace: true });
    },
    [focusId, navigate, setParams, workspaceId],
  );

  if (problem === 'forbidden' || problem === 'notFound') return <ResourceState kind="workspace" problem={problem} />;
  const sizes = counts.data?.feedbackCounts;

  return (
    <FeedbackModalContext.Provider value={setIntent}>
      <Box p="lg" data-testid="feedback-page">
        <Stack gap="md" maw={1120} mx="auto">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Title order={1} fz={20} lh={1.3}>
              {intl.formatMessage(feedbackAreas.feedback.title)}
            </Title>
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="default"
                leftSection={<IconRequest size={16} />}
                onClick={() => setIntent({ mode: 'request' })}
                data-testid="feedback-request-new"
              >
                {intl.formatMessage(feedbackMessages.request)}
              </Button>
              <Button
                leftSection={<IconSend size={16} />}
                onClick={() => setIntent({ mode: 'send' })}
                data-testid="feedback-send-new"
              >
                {intl.formatMessage(feedbackMessages.send)}
              </Button>
            </Group>
          </Group>
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Box style={{ flex: 1, minWidth: 0 }}>
              {feedbackId === 'invalid' ? (
                <ResourceState kind="workspace" problem="notFound" />
              ) : feedbackId ? (
                <FeedbackDetail workspaceId={workspaceId} feedbackId={feedbackId} />
              ) : (
                <Tabs
                  value={tab}
                  onChange={(value) => changeTab(tabOf(value))}
                  keepMounted={false}
                  styles={{ tab: { paddingInline: 10 } }}
                >
                  <Tabs.List mb="md" style={{ flexWrap: 'nowrap' }}>
                    <Tabs.Tab value="received" data-testid="feedback-tab-received">
                      {intl.formatMessage(feedbackMessages.tabReceived)}
                      <CountBadge count={sizes?.received ?? 0} />
                      {!!sizes?.unreadReceived && (
                        <Badge
                          ml={6}
                          size="sm"
                          color="red"
                          radius="xl"
                          aria-label={intl.formatMessage(feedbackMessages.unreadCount, { count: sizes.unreadReceived })}
                          data-testid="feedback-unread-badge"
                        >
                          {sizes.unreadReceived}
                        </Badge>
                      )}
                    </Tabs.Tab>
                    <Tabs.Tab value="sent" data-testid="feedback-tab-sent">
                      {intl.formatMessage(feedbackMessages.tabSent)}
                      <CountBadge count={sizes?.sent ?? 0} />
                    </Tabs.Tab>
                    <Tabs.Tab value="receivedRequest" data-testid="feedback-tab-receivedRequest">
                      {intl.formatMessage(feedbackMessages.tabReceivedRequest)}
                      <CountBadge count={sizes?.receivedRequests ?? 0} />
                    </Tabs.Tab>
                    <Tabs.Tab value="sentRequest" data-testid="feedback-tab-sentRequest">
                      {intl.formatMessage(feedbackMessages.tabSentRequest)}
                      <CountBadge count={sizes?.sentRequests ?? 0} />
                    </Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="received">
                    <ReceivedFeedbackPanel workspaceId={workspaceId} focusId={focusId} onFocused={onFocused} />
                  </Tabs.Panel>
                  <Tabs.Panel value="sent">
                    <SentFeedbackPanel workspaceId={workspaceId} />
                  </Tabs.Panel>
                  <Tabs.Panel value="receivedRequest">
                    <ReceivedRequestsPanel workspaceId={workspaceId} />
                  </Tabs.Panel>
                  <Tabs.Panel value="sentRequest">
                    <SentRequestsPanel workspaceId={workspaceId} />
                  </Tabs.Panel>
                </Tabs>
              )}
            </Box>
            <Box w={230} style={{ flex: 'none', position: 'sticky', top: 16 }}>
              <BookmarkPanel workspaceId={workspaceId} onOpen={openBookmark} />
            </Box>
          </Group>
        </Stack>
      </Box>
      <FeedbackModal intent={intent} workspaceId={workspaceId} onClose={() => setIntent(null)} />
    </FeedbackModalContext.Provider>
  );
}

/** A tab's size, shown when above 0 (spec 3 section 2). */
function CountBadge({ count }: { readonly count: number }) {
  if (count <= 0) return null;
  return (
    <Badge ml={6} size="sm" variant="light" color="gray" radius="sm">
      {count}
    </Badge>
  );
}
