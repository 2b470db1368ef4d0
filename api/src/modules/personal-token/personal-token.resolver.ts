import { Arg, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { SignedInSession, SignedIn, type SignedInContext } from '../../graphql/signed-in.js';
import { PersonalAccessToken } from './personal-token.entity.js';
import { CreatedPersonalAccessToken, CreatePersonalAccessTokenInput } from './personal-token.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { RetrySafe } from '../mutation-receipt/retry-safe.js';

/** Personal access tokens of the viewer (issue 18): managed from a signed-in session only. */
@Resolver(() => PersonalAccessToken)
export class PersonalTokenResolver {
  @BoundTokens('account')
  @Query(() => [PersonalAccessToken], {
    description: 'The viewer tokens that are not revoked, newest first (expired ones included).',
  })
  personalAccessTokens(@SignedIn() ctx: SignedInContext): Promise<PersonalAccessToken[]> {
    return ctx.services.personalTokens.list(ctx.em, ctx.viewer.userId);
  }

  @BoundTokens('account')
  @Mutation(() => CreatedPersonalAccessToken, {
    description:
      'Creates a token and returns it once. A signed-in session only (FORBIDDEN, SESSION_REQUIRED for a token); NAME_REQUIRED, NAME_TOO_LONG, TOKEN_EXPIRY_PAST, TOKEN_EXPIRY_TOO_FAR, TOKEN_LIMIT.',
  })
  async createPersonalAccessToken(
    @Arg('input', () => CreatePersonalAccessTokenInput, {
      description: 'Its name, scope, expiry and optional workspace.',
    })
    input: CreatePersonalAccessTokenInput,
    @SignedInSession() ctx: SignedInContext,
  ): Promise<CreatedPersonalAccessToken> {
    const { token, record } = await ctx.services.personalTokens.create(ctx.em, ctx.viewer.userId, input);
    return { token, personalAccessToken: record };
  }

  @BoundTokens('account')
  @RetrySafe<{ id: string }>({
    again: (ctx, { id }) => ctx.em.findOneOrFail(PersonalAccessToken, { id, user: ctx.viewer.userId }),
  })
  @Mutation(() => PersonalAccessToken, {
    description: 'Revokes one of the viewer tokens: it stops working at once. A signed-in session only.',
  })
  revokePersonalAccessToken(
    @Arg('id', () => UUIDScalar, { description: 'A token of the viewer; it stops working at once.' }) id: string,
    @SignedInSession() ctx: SignedInContext,
  ): Promise<PersonalAccessToken> {
    return ctx.services.personalTokens.revoke(ctx.em, ctx.viewer.userId, id);
  }

  @FieldResolver(() => UUIDScalar, {
    nullable: true,
    description: 'The one workspace the token reaches; null when it reaches all of the owner workspaces.',
  })
  workspaceId(@Root() token: PersonalAccessToken): string | null {
    return token.workspace?.id ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The name of the workspace the token is bound to; null when unbound or when that workspace was deleted.',
  })
  async workspaceName(@Root() token: PersonalAccessToken, @SignedIn() ctx: SignedInContext): Promise<string | null> {
    return token.workspace ? ((await ctx.loaders.workspace.load(token.workspace.id))?.name ?? null) : null;
  }
}
