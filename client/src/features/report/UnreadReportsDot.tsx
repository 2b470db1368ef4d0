import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useDebouncedRefetch } from '../../apollo/useDebouncedRefetch';
import { UnreadReportCountDocument } from './operations';
import classes from './report.module.css';
import { useReportsChanged } from './useReportsChanged';

/**
 * The small dot of the sidebar's report link while the viewer has unread received reports in the
 * workspace (spec 2 section 2), kept live by reportsChanged.
 */
export function UnreadReportsDot({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const { data, refetch } = useQuery(UnreadReportCountDocument, {
    variables: { workspaceId },
    fetchPolicy: 'cache-and-network',
  });
  const refetchSoon = useDebouncedRefetch(() => void refetch().catch(() => undefined));
  useReportsChanged(workspaceId, refetchSoon);
  if (!data?.unreadReportCount) return null;
  // Its one message is written here, not in the area's messages.ts: the sidebar shows the dot on every page, the area's words are for its own pages.
  const label = intl.formatMessage({ id: 'report.unreadDot', defaultMessage: 'You have unread reports' });
  return (
    <span className={classes.unreadDot} role="img" aria-label={label} title={label} data-testid="report-unread-dot" />
  );
}
