import { useQuery } from '@apollo/client/react';
import { useViewer } from '../../app/useViewer';
import { useSelection, type Selection } from '../../app/workspaceSelection';
import type { WorkspaceSummaryFragment } from '../../gql/graphql';
import { MyWorkspacesDocument } from './operations';

export interface CurrentWorkspace extends Selection {
  readonly userId: string | null;
  /** The viewer's active workspaces, by name. */
  readonly workspaces: readonly WorkspaceSummaryFragment[];
  /**
   * This device's current workspace when it is still one of them, else the one the viewer last
   * worked in on any device, else the first by name, else null.
   */
  readonly current: WorkspaceSummaryFragment | null;
  /** True until the first list has arrived. */
  readonly loading: boolean;
}

/**
 * The viewer's workspaces and the current one. The sidebar asks the network each time it mounts
 * (`cache-and-network`); other callers read the cache.
 */
export function useCurrentWorkspace(options: { readonly fresh?: boolean } = {}): CurrentWorkspace {
  const viewer = useViewer();
  const selection = useSelection(viewer?.id);
  const { data, loading } = useQuery(MyWorkspacesDocument, {
    skip: !viewer,
    fetchPolicy: options.fresh ? 'cache-and-network' : 'cache-first',
  });
  const workspaces = data?.myWorkspaces ?? [];
  const byId = (id: string | null | undefined) =>
    id ? workspaces.find((workspace) => workspace.id === id) : undefined;
  const current = byId(selection.workspaceId) ?? byId(viewer?.lastWorkspaceId) ?? workspaces[0] ?? null;
  return {
    ...selection,
    userId: viewer?.id ?? null,
    workspaces,
    current,
    loading: !data && (loading || !viewer),
  };
}
