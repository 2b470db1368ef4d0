import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useMemo } from 'react';
import { usePagedList, type Page } from '../../apollo/usePagedList';

/** Feedback lists come 20 at a time, with "load more". */
export const FEEDBACK_PAGE_SIZE = 20;

interface ListVariables {
  readonly workspaceId: string;
  readonly offset: number;
  readonly size: number;
}

/** One list of the feedback page as its panel shows it. */
export interface FeedbackList<Item> {
  readonly items: readonly Item[];
  readonly total: number;
  readonly initialLoading: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
  /** Asks the rows shown again (live changes), as many as are shown. */
  readonly refresh: () => void;
  readonly loadMore: () => Promise<void>;
  readonly loadingMore: boolean;
}

/** A feedback or request list of a workspace, newest first, in pages of 20. */
export function usePagedFeedback<
  TData extends Record<K, Page<Item>>,
  K extends keyof TData,
  Item extends { readonly id: string } = TData[K]['items'][number],
>(document: TypedDocumentNode<TData, ListVariables>, field: K, workspaceId: string): FeedbackList<Item> {
  const variables = useMemo(() => ({ workspaceId, offset: 0, size: FEEDBACK_PAGE_SIZE }), [workspaceId]);
  const list = usePagedList<TData, ListVariables, K, Item>(document, field, { variables, skip: false });
  const shownCount = list.items.length;
  const { refetch } = list;
  const refresh = useCallback(() => {
    void refetch({ offset: 0, size: Math.max(FEEDBACK_PAGE_SIZE, shownCount) }).catch(() => undefined);
  }, [refetch, shownCount]);
  return {
    items: list.items,
    total: list.total,
    initialLoading: !list.shown && list.loading,
    failed: !list.shown && Boolean(list.error),
    retry: () => void refetch().catch(() => undefined),
    refresh,
    loadMore: list.loadMore,
    loadingMore: list.loadingMore,
  };
}
