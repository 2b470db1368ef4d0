import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { problemOf } from '../../components/ResourceState';
import { PROJECT_PAGE_SIZE } from './messages';
import { ProjectsDocument } from './operations';

/**
 * A project list, 50 at a time (newest first): the first page from the network, then "load more"
 * appends the next page after the rows already shown.
 */
export function useProjectList(scope: { readonly teamId?: string; readonly workspaceId?: string }, skip = false) {
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(ProjectsDocument, {
    variables: { ...scope, offset: 0, size: PROJECT_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
    skip,
  });
  const items = data?.projects.items ?? [];
  const total = data?.projects.total ?? 0;

  const loadMore = useCallback(
    () =>
      fetchMore({
        variables: { offset: items.length },
        updateQuery: (previous, { fetchMoreResult }) => ({
          projects: {
            ...fetchMoreResult.projects,
            items: [...(previous.projects?.items ?? []), ...fetchMoreResult.projects.items],
          },
        }),
      }),
    [fetchMore, items.length],
  );

  return {
    items,
    total,
    loaded: !!data,
    problem: error && !data ? problemOf(error) : null,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    hasMore: items.length < total,
    loadMore,
    refetch,
  };
}
