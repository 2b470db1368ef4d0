import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useViewer } from '../../app/useViewer';
import { graphql } from '../../gql';

const RememberWorkspaceDocument = graphql(`
  mutation RememberWorkspace($workspaceId: UUID!) {
    rememberWorkspace(workspaceId: $workspaceId) {
      id
      lastWorkspaceId
    }
  }
`);

/**
 * Keeps the account's last workspace in step with the current one, so a sign-in on another device
 * opens where the person left off. Best effort: a failure only means the next device opens another.
 */
export function useRememberWorkspace(currentId: string | null): void {
  const viewer = useViewer();
  const [remember] = useMutation(RememberWorkspaceDocument);
  const lastId = viewer?.lastWorkspaceId ?? null;
  useEffect(() => {
    if (currentId && currentId !== lastId)
      void remember({ variables: { workspaceId: currentId } }).catch(() => undefined);
  }, [currentId, lastId, remember]);
}
