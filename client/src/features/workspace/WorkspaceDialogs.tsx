import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CreateTeamDialog } from '../team';
import { useCurrentWorkspace } from './useCurrentWorkspace';

// The dialogs' forms (member picker, selects, text areas) load when one is first opened; they stay
// mounted afterwards, so that they close with their animation.
const CreateWorkspaceDialog = lazy(() =>
  import('./CreateWorkspaceDialog').then((module) => ({ default: module.CreateWorkspaceDialog })),
);

interface WorkspaceDialogs {
  /** Opens "create workspace"; afterwards the new workspace is current and its settings open. */
  readonly openCreateWorkspace: () => void;
  /** Opens "create team" with the given workspace (default: the current one) picked. */
  readonly openCreateTeam: (workspaceId?: string | null) => void;
}

const DialogsContext = createContext<WorkspaceDialogs | null>(null);

export function useWorkspaceDialogs(): WorkspaceDialogs {
  const value = useContext(DialogsContext);
  if (!value) throw new Error('useWorkspaceDialogs must be used inside <WorkspaceDialogsProvider>');
  return value;
}

/** The create-workspace and create-team dialogs of the signed-in shell, openable from anywhere in it. */
export function WorkspaceDialogsProvider({ children }: { readonly children: ReactNode }) {
  const { workspaces, current, userId, selectWorkspace, selectTeam } = useCurrentWorkspace();
  const [workspaceOpened, setWorkspaceOpened] = useState(false);
  const [teamDialog, setTeamDialog] = useState<{ readonly workspaceId: string | null } | null>(null);
  const [workspaceUsed, setWorkspaceUsed] = useState(false);
  const [teamUsed, setTeamUsed] = useState(false);

  const openCreateWorkspace = useCallback(() => {
    setWorkspaceUsed(true);
    setWorkspaceOpened(true);
  }, []);
  const openCreateTeam = useCallback((workspaceId?: string | null) => {
    setTeamUsed(true);
    setTeamDialog({ workspaceId: workspaceId ?? null });
  }, []);
  const value = useMemo(() => ({ openCreateWorkspace, openCreateTeam }), [openCreateWorkspace, openCreateTeam]);

  return (
    <DialogsContext.Provider value={value}>
      {children}
      {workspaceUsed && (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog
            opened={workspaceOpened}
            onClose={() => setWorkspaceOpened(false)}
            onCreated={(workspaceId) => selectWorkspace(workspaceId)}
          />
        </Suspense>
      )}
      {teamUsed && (
        <Suspense fallback={null}>
          <CreateTeamDialog
            opened={teamDialog !== null}
            onClose={() => setTeamDialog(null)}
            workspaces={workspaces}
            initialWorkspaceId={teamDialog?.workspaceId ?? current?.id ?? null}
            viewerId={userId}
            onCreated={(teamId, workspaceId) => selectTeam(teamId, workspaceId)}
          />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}
