import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useDebouncedRefetch } from '../../apollo/useDebouncedRefetch';
import { usePagedList } from '../../apollo/usePagedList';
import { problemOf } from '../../components/ResourceState';
import { ReceivedReportsDocument, SentReportsDocument, UnreadReportCountDocument } from './operations';
import { useReportsChanged } from './useReportsChanged';

export const REPORT_PAGE_SIZE = 20;

/** One list of the reports page as its panel shows it. */
export interface ReportList<Item> {
  readonly items: readonly Item[];
  readonly total: number;
  readonly initialLoading: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
  readonly loadMore: () => Promise<void>;
  readonly loadingMore: boolean;
}

/** What usePagedList answers, as far as a report list needs it. */
interface PagedListState<Item> {
  readonly items: readonly Item[];
  readonly total: number;
  readonly shown: boolean;
  readonly loading: boolean;
  readonly error?: unknown;
  readonly refetch: () => Promise<unknown>;
  readonly loadMore: () => Promise<void>;
  readonly loadingMore: boolean;
}

function asReportList<Item>(list: PagedListState<Item>): ReportList<Item> {
  return {
    items: list.items,
    total: list.total,
    initialLoading: !list.shown && list.loading,
    failed: !list.shown && Boolean(list.error),
    retry: () => void list.refetch().catch(() => undefined),
    loadMore: list.loadMore,
    loadingMore: list.loadingMore,
  };
}

/**
 * The sent, draft and received lists of a workspace (20 a page, newest first, "load more") and the unread
 * count, kept live: every reportsChanged event refetches them, at most once per 300 ms burst.
 * `problem` is the page state when the viewer may not see the workspace's reports.
 */
export function useReportLists(workspaceId: string) {
  const variables = useMemo(() => ({ workspaceId, offset: 0, size: REPORT_PAGE_SIZE }), [workspaceId]);
  const sentVariables = useMemo(() => ({ ...variables, drafts: false }), [variables]);
  const draftVariables = useMemo(() => ({ ...variables, drafts: true }), [variables]);
  const sent = usePagedList(SentReportsDocument, 'sentReports', { variables: sentVariables, skip: false });
  const drafts = usePagedList(SentReportsDocument, 'sentReports', { variables: draftVariables, skip: false });
  const received = usePagedList(ReceivedReportsDocument, 'receivedReports', { variables, skip: false });
  const unread = useQuery(UnreadReportCountDocument, { variables: { workspaceId }, fetchPolicy: 'cache-and-network' });

  const refetchSoon = useDebouncedRefetch(() => {
    for (const list of [sent, drafts, received, unread]) void list.refetch().catch(() => undefined);
  });
  useReportsChanged(workspaceId, refetchSoon);

  const error = !sent.shown ? sent.error : undefined;
  const problem = error ? problemOf(error) : null;
  return {
    sent: asReportList(sent),
    drafts: asReportList(drafts),
    received: asReportList(received),
    unreadCount: unread.data?.unreadReportCount ?? 0,
    /** FORBIDDEN (not a member) or NOT_FOUND (no such workspace) turn the page into that state. */
    problem: problem === 'forbidden' || problem === 'notFound' ? problem : null,
  };
}
