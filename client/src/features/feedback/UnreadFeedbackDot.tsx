import { useQuery, useSubscription } from '@apollo/client/react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useIntl } from 'react-intl';
import classes from './feedback.module.css';
import { FEEDBACK_REFRESH_DEBOUNCE_MS } from './feedbackLive';
import { FeedbackChangedDocument, FeedbackCountsDocument } from './operations';

/**
 * The small dot of the sidebar's feedback link while the viewer has unread received feedback in
 * the workspace, kept live by feedbackChanged.
 */
export function UnreadFeedbackDot({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const { data, refetch } = useQuery(FeedbackCountsDocument, {
    variables: { workspaceId },
    fetchPolicy: 'cache-and-network',
  });
  const refetchSoon = useDebouncedCallback(() => void refetch().catch(() => undefined), FEEDBACK_REFRESH_DEBOUNCE_MS);
  useSubscription(FeedbackChangedDocument, { variables: { workspaceId }, onData: () => refetchSoon() });
  if (!data?.feedbackCounts.unreadReceived) return null;
  // Its one message is written here, not in the area's messages.ts: the sidebar shows the dot on every page, the area's words are for its own pages.
  const label = intl.formatMessage({ id: 'feedback.unreadDot', defaultMessage: 'You have unread feedback' });
  return (
    <span className={classes.unreadDot} role="img" aria-label={label} title={label} data-testid="feedback-unread-dot" />
  );
}
