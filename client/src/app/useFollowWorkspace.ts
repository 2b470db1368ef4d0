import { useEffect } from 'react';
import { useViewer } from './useViewer';
import { useSelection } from './workspaceSelection';

/**
 * A page of one workspace (its reports, feedback, a goal, project or note opened by a link) makes
 * it the current workspace once its data has loaded — pass null until then, so a workspace the
 * viewer cannot open never becomes current: the sidebar and its links follow the address.
 */
export function useFollowWorkspace(workspaceId: string | null | undefined): void {
  const viewer = useViewer();
  const { selectWorkspace } = useSelection(viewer?.id);
  useEffect(() => {
    if (workspaceId) selectWorkspace(workspaceId);
  }, [workspaceId, selectWorkspace]);
}
