/** What other areas use from workspaces: the current workspace, the shell's dialogs and their labels, the create form (first run). */
export { CreateWorkspaceForm } from './CreateWorkspaceForm';
export { workspaceMessages } from './messages';
export { MyWorkspacesDocument } from './operations';
export { useCreateWorkspace } from './useCreateWorkspace';
export { useCurrentWorkspace } from './useCurrentWorkspace';
export { useRememberWorkspace } from './useRememberWorkspace';
export { useWorkspaceDialogs, WorkspaceDialogsProvider } from './WorkspaceDialogs';
