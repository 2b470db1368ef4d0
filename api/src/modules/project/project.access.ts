import type { SignedInContext } from '../../graphql/signed-in.js';
import { authorizeOnRead, type Authorized } from '../work-item/work-item.access.js';
import type { WorkItemAccess, WorkItemViewer } from '../work-item/work-item.policy.js';
import type { Project } from './project.entity.js';
import { readProject } from './project.read.js';

/**
 * Loads a project and checks a rule: NOT_FOUND (missing, deleted, or its team or workspace deleted) or
 * FORBIDDEN (PROJECT_ACCESS_DENIED), decided on the project's read statement (docs/architecture.md, "Reads").
 */
export function authorizeProject(
  ctx: SignedInContext,
  projectId: string,
  rule: (viewer: WorkItemViewer, item: WorkItemAccess) => boolean,
): Promise<Authorized<Project>> {
  return authorizeOnRead(
    ctx,
    'Project',
    readProject(ctx.em, ctx.viewer.userId, projectId),
    ctx.loaders.project.load(projectId),
    rule,
  );
}
