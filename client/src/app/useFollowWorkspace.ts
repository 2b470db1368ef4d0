import { useEffect } from 'react';
import { useViewer } from './useViewer';
import { useSelection } from './workspaceSelection';

/**
 * A page of one workspace (its reports, one report, its feedback) makes it the current workspace
 * once its data has loaded (so a workspace the viewer cannot open never becomes current): the
 * sidebar and its links follow the address.
 */
export function useFollowWorkspace(workspaceId: string, loaded: boolean): void {
  const viewer = useViewer();
  const { selectWorkspace } = useSelection(viewer?.id);
  useEffect(() => {
    if (loaded) selectWorkspace(workspaceId);
  }, [loaded, workspaceId, selectWorkspace]);
}
