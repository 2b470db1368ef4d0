/** What other areas use from workspaces: the current workspace, the shell's dialogs and their labels. */
export { workspaceMessages } from './messages';
export { MyWorkspacesDocument } from './operations';
export { useCurrentWorkspace } from './useCurrentWorkspace';
export { useRememberWorkspace } from './useRememberWorkspace';
export { useWorkspaceDialogs, WorkspaceDialogsProvider } from './WorkspaceDialogs';
