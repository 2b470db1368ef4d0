import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { BootSkeleton } from '../components/PageSkeleton';
import { MyWorkspacesDocument } from '../features/workspace/operations';
import { FIRST_RUN_PATH, HOME_PATH } from './paths';
import { useViewer } from './useViewer';

/**
 * The signed-in start: the planner, or the first-run path for a person in no workspace. Someone who
 * has worked in a workspace (lastWorkspaceId) goes to the planner at once, without waiting for the
 * list; a page asked for by its address is never redirected here.
 */
export function HomeRedirect() {
  const viewer = useViewer();
  const known = viewer?.lastWorkspaceId != null;
  const { data, error } = useQuery(MyWorkspacesDocument, { skip: !viewer || known });
  if (known) return <Navigate to={HOME_PATH} replace />;
  if (!viewer || (!data && !error)) return <BootSkeleton />;
  return <Navigate to={data?.myWorkspaces.length ? HOME_PATH : FIRST_RUN_PATH} replace />;
}
