import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { User } from '../user/user.entity.js';
import { TeamMember } from './team.entity.js';

@Resolver(() => TeamMember)
export class TeamMemberResolver {
  @FieldResolver(() => UserProfile, { description: 'The person.' })
  async user(@Root() member: TeamMember, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(member.user.id))!;
  }
}
