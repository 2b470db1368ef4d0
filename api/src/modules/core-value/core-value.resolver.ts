import { DateTime } from 'luxon';
import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { errors } from '../../graphql/errors.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { adminOnlyError, authorizeWorkspace, viewerMembership } from '../workspace/workspace.access.js';
import { CoreValue } from './core-value.entity.js';
import { coreValuePolicy } from './core-value.policy.js';
import { readCoreValueUsage } from './core-value.read.js';
import { CoreValueUsage } from './core-value.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

/** Core values of a workspace (spec 3): members read them, admins manage them. */
@Resolver(() => CoreValue)
export class CoreValueResolver {
  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => [CoreValue], { description: 'The enabled core values of a workspace, newest first.' })
  async coreValues(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
    workspaceId: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<CoreValue[]> {
    await authorizeWorkspace(ctx, workspaceId, coreValuePolicy.read);
    return ctx.services.coreValues.list(ctx.em, workspaceId);
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Query(() => [CoreValueUsage], {
    description:
      'Admins: how often each value was given as positive and as negative in feedback written between two days (the viewer time zone).',
  })
  async coreValueUsage(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer administers.' }) workspaceId: string,
    @Arg('from', () => LocalDateScalar, { description: 'First day counted (viewer time zone).' }) from: string,
    @Arg('to', () => LocalDateScalar, {
      description: 'Last day counted, included; not before from (BAD_USER_INPUT INVALID_RANGE).',
    })
    to: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<CoreValueUsage[]> {
    await authorizeWorkspace(ctx, workspaceId, coreValuePolicy.manage);
    if (DateTime.fromISO(to) < DateTime.fromISO(from))
      throw errors.badInput('to', 'INVALID_RANGE', 'The period ends before it starts.');
    const viewer = await ctx.loaders.user.load(ctx.viewer.userId);
    const rows = await readCoreValueUsage(ctx.em, { workspaceId, from, to, timezone: viewer?.timezone ?? 'UTC' });
    return rows.map(({ id, name, enable, positive, negative }) => ({ id, name, active: enable, positive, negative }));
  }

  @BoundTokens({ workspaceId: 'workspace' })
  @Mutation(() => CoreValue, {
    description: 'Adds a core value (admins): a trimmed, non-empty name not yet used in the workspace.',
  })
  async addCoreValue(
    @Arg('workspaceId', () => UUIDScalar, { description: 'A workspace the viewer administers.' }) workspaceId: string,
    @Arg('name', { description: 'The name: trimmed, not empty, at most 50 characters, not used yet in the workspace.' })
    name: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<CoreValue> {
    await authorizeWorkspace(ctx, workspaceId, coreValuePolicy.manage);
    return ctx.services.coreValues.add(ctx.em, ctx.viewer.userId, workspaceId, name);
  }

  @BoundTokens({ id: 'coreValue' })
  @Mutation(() => CoreValue, {
    description: 'Renames a core value (admins); feedback that names it shows the new name.',
  })
  async renameCoreValue(
    @Arg('id', () => UUIDScalar, { description: 'The value to rename.' }) id: string,
    @Arg('name', { description: 'The new name, under the rules of addCoreValue.' }) name: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<CoreValue> {
    return ctx.services.coreValues.rename(ctx.em, ctx.viewer.userId, await authorizeCoreValue(ctx, id), name);
  }

  @BoundTokens({ id: 'coreValue' })
  @RetrySafe()
  @Mutation(() => Boolean, {
    description:
      'Deletes a core value (admins): disabled when active feedback names it (answers true), removed otherwise (false).',
  })
  async deleteCoreValue(
    @Arg('id', () => UUIDScalar, { description: 'The value to delete.' }) id: string,
    @SignedIn() ctx: SignedInContext,
  ): Promise<boolean> {
    return ctx.services.coreValues.delete(ctx.em, ctx.viewer.userId, await authorizeCoreValue(ctx, id));
  }
}

/** An enabled core value of a workspace the viewer manages: NOT_FOUND outside their workspaces, ADMIN_ONLY for members. */
async function authorizeCoreValue(ctx: SignedInContext, id: string): Promise<CoreValue> {
  const value = await ctx.em.findOne(CoreValue, { id });
  const membership = value && (await viewerMembership(ctx, value.workspace.id));
  if (!value || !coreValuePolicy.read(membership)) throw errors.notFound('Core value');
  if (!coreValuePolicy.manage(membership)) throw adminOnlyError();
  return value;
}
