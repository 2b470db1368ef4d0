import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useDebouncedRefetch } from '../../apollo/useDebouncedRefetch';
import { reportMessages } from './messages';
import { UnreadReportCountDocument } from './operations';
import classes from './report.module.css';
import { useReportsChanged } from './useReportsChanged';

/**
 * The small dot of the sidebar's report link while the viewer has unread received reports in the
 * workspace (spec 2 section 2), kept live by reportsChanged.
 */
export function UnreadReportsDot({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const { data, refetch } = useQuery(UnreadReportCountDocument, { variables: { workspaceId }, fetchPolicy: 'cache-and-network' });
  const refetchSoon = useDebouncedRefetch(() => void refetch().catch(() => undefined));
  useReportsChanged(workspaceId, refetchSoon);
  if (!data?.unreadReportCount) return null;
  const label = intl.formatMessage(reportMessages.unreadDot);
  return <span className={classes.unreadDot} role="img" aria-label={label} title={label} data-testid="report-unread-dot" />;
}
