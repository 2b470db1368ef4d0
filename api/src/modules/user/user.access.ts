import { pairKey } from '../../database/batch.js';
import { errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { userPolicy } from './user.policy.js';

/** Someone within the viewer's reach (user.policy.ts), else NOT_FOUND User. Whether they are colleagues is asked about others only. */
export async function authorizeUser(ctx: SignedInContext, userId: string): Promise<void> {
  const viewerId = ctx.viewer.userId;
  const colleagues =
    !userPolicy.own(viewerId, userId) && (await ctx.loaders.sharesWorkspace.load(pairKey(viewerId, userId)));
  if (!userPolicy.reach(viewerId, userId, colleagues)) throw errors.notFound('User');
}
