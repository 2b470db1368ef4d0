import { Arg, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { AppError, ErrorCode } from '../../graphql/errors.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { authorizeWorkspace, viewerMembership } from '../workspace/workspace.access.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { workspacePolicy } from '../workspace/workspace.policy.js';
import { AnnouncementInput, AnnouncementResult } from './announcement.types.js';

const ownerOnly = () =>
  new AppError(ErrorCode.FORBIDDEN, 'Only the owner of the workspace can do this.', { reason: 'OWNER_ONLY' });

@Resolver(() => Workspace)
export class AnnouncementResolver {
  @BoundTokens({ workspaceId: 'workspace' })
  @Mutation(() => AnnouncementResult, {
    description:
      'The owner announces to every other active member of the workspace: a system_announcement notification (bell and push). FORBIDDEN (OWNER_ONLY) for anyone else; BAD_USER_INPUT for a blank or long title (TITLE_REQUIRED, TITLE_TOO_LONG) or a long body (TOO_LONG); RATE_LIMITED (ANNOUNCEMENT_LIMIT, retryAfterSeconds) after 3 within 24 hours.',
  })
  async announceToWorkspace(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer owns.' }) workspaceId: string,
    @Arg('input', () => AnnouncementInput, { description: 'The title and the body.' }) input: AnnouncementInput,
    @SignedIn() ctx: SignedInContext,
  ): Promise<AnnouncementResult> {
    const { workspace, membership } = await authorizeWorkspace(ctx, workspaceId, workspacePolicy.read);
    if (!workspacePolicy.announce(membership)) throw ownerOnly();
    return ctx.services.announcements.toWorkspace(ctx.em, ctx.viewer.userId, workspace, input);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'How many more announcements the owner may send within the current 24 hours; null for anyone else.',
  })
  async announcementsLeftToday(@Root() workspace: Workspace, @SignedIn() ctx: SignedInContext): Promise<number | null> {
    if (!workspacePolicy.announce(await viewerMembership(ctx, workspace.id))) return null;
    return ctx.services.announcements.leftToday(workspace.id);
  }
}
