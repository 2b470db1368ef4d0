import { Ctx, FieldResolver, Resolver, Root, registerEnumType } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { User } from '../user/user.entity.js';
import { WorkspaceRole } from './workspace-role.js';
import { viewerMembership } from './workspace.access.js';
import { WorkspaceMember } from './workspace.entity.js';
import { workspacePolicy } from './workspace.policy.js';
import { MemberViewerCan } from './workspace.types.js';

export enum MemberStatus {
  ACTIVE = 'ACTIVE',
  PENDING = 'PENDING',
}
registerEnumType(MemberStatus, {
  name: 'MemberStatus',
  description: 'ACTIVE members take part; PENDING ones were invited and have not accepted yet.',
  valuesConfig: {
    ACTIVE: { description: 'A member with access (OWNER, ADMIN or MEMBER).' },
    PENDING: { description: 'Invited (INVITED): no access yet.' },
  },
});

@Resolver(() => WorkspaceMember)
export class WorkspaceMemberResolver {
  @FieldResolver(() => UserProfile, { description: 'The person.' })
  async user(@Root() member: WorkspaceMember, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(member.user.id))!;
  }

  @FieldResolver(() => MemberStatus, { description: 'ACTIVE or PENDING (invited).' })
  status(@Root() member: WorkspaceMember): MemberStatus {
    return member.role === WorkspaceRole.INVITED ? MemberStatus.PENDING : MemberStatus.ACTIVE;
  }

  @FieldResolver(() => MemberViewerCan, { description: 'What the viewer may do with this membership.' })
  async viewerCan(@Root() member: WorkspaceMember, @SignedIn() ctx: SignedInContext): Promise<MemberViewerCan> {
    const viewer = await viewerMembership(ctx, member.workspace.id);
    const isSelf = member.user.id === ctx.viewer.userId;
    const assignableRoles = [WorkspaceRole.ADMIN, WorkspaceRole.MEMBER].filter(
      (role) => role !== member.role && workspacePolicy.changeRole(viewer, member, role, isSelf),
    );
    return {
      changeRole: assignableRoles.length > 0,
      assignableRoles,
      remove: workspacePolicy.removeMember(viewer, member, isSelf),
      transferOwnership: workspacePolicy.transferOwnership(viewer, member, isSelf),
    };
  }
}
