import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { errors } from '../../graphql/errors.js';
import { SignedInSession, type SignedInContext } from '../../graphql/signed-in.js';
import type { SignedIn as Session } from './auth.service.js';
import { AuthPayload, SignUpInput, SignUpPayload } from './auth.types.js';
import { BoundTokens } from '../../graphql/token-binding.js';
import { ArgMaxLength, PASSWORD_MAX_LENGTH } from '../../graphql/input-limits.js';

@Resolver()
export class AuthResolver {
  @BoundTokens('public')
  @Query(() => Boolean, {
    description: 'Whether an account already uses this e-mail (the sign-up availability check).',
  })
  async emailExists(
    @Arg('email', { description: 'The address to check (case-insensitive).' }) email: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.services.lookupLimiter.consume(ctx.ip ?? 'unknown');
    return ctx.services.auth.emailExists(ctx.em, email);
  }

  @BoundTokens('public')
  @Mutation(() => SignUpPayload, { description: 'Creates an unverified account and e-mails a verification link.' })
  signUp(
    @Arg('input', () => SignUpInput, { description: 'Name, e-mail, password, language, time zone and the agreements.' })
    input: SignUpInput,
    @Ctx() ctx: Context,
  ): Promise<SignUpPayload> {
    return ctx.services.auth.signUp(ctx.em, input);
  }

  @BoundTokens('public')
  @Mutation(() => Boolean, {
    description: 'Sends a new verification link if the address belongs to an unverified account. Always true.',
  })
  async resendVerificationEmail(
    @Arg('email', { description: 'The address signed up with.' }) email: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.services.lookupLimiter.consume(ctx.ip ?? 'unknown');
    await ctx.services.auth.resendVerification(ctx.em, email);
    return true;
  }

  @BoundTokens('public')
  @Mutation(() => Boolean, {
    description:
      'Confirms an e-mail address with the token of the link. BAD_USER_INPUT with reason TOKEN_INVALID or TOKEN_EXPIRED otherwise.',
  })
  async verifyEmail(
    @Arg('token', { description: 'The token of the verification link (its token query parameter).' }) token: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.services.auth.verifyEmail(ctx.em, token);
    return true;
  }

  @BoundTokens('public')
  @ArgMaxLength({ password: PASSWORD_MAX_LENGTH })
  @Mutation(() => AuthPayload, {
    description:
      'Signs in. Sets the refresh cookie. INVALID_CREDENTIALS, EMAIL_NOT_CONFIRMED or RATE_LIMITED otherwise.',
  })
  async login(
    @Arg('email', { description: 'The account e-mail address.' }) email: string,
    @Arg('password', { description: 'The account password.' }) password: string,
    @Ctx() ctx: Context,
  ): Promise<AuthPayload> {
    const signedIn = await ctx.services.auth.login(ctx.em, email, password, {
      ip: ctx.ip ?? 'unknown',
      userAgent: ctx.userAgent,
    });
    return respondSignedIn(ctx, signedIn);
  }

  @BoundTokens('public')
  @Mutation(() => AuthPayload, {
    description:
      'Exchanges the refresh cookie for a new access token and a new cookie. A cookie used again ends the session, except within 10 s of its rotation (tabs refreshing at once): then an access token comes back and no new cookie.',
  })
  async refreshSession(@Ctx() ctx: Context): Promise<AuthPayload> {
    const presented = ctx.refreshToken?.read() ?? null;
    if (!presented) throw errors.unauthenticated();
    try {
      return respondSignedIn(ctx, await ctx.services.auth.refresh(ctx.em, presented));
    } catch (error) {
      ctx.refreshToken?.clear();
      throw error;
    }
  }

  @BoundTokens('account')
  @Mutation(() => Boolean, { description: 'Signs out this session and clears the refresh cookie.' })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    ctx.refreshToken?.clear();
    if (ctx.viewer) await ctx.services.auth.logout(ctx.em, ctx.viewer);
    return true;
  }

  @BoundTokens('public')
  @Mutation(() => Boolean, {
    description: 'E-mails a single-use password reset link if the address has an account. Always true.',
  })
  async requestPasswordReset(
    @Arg('email', { description: 'The account e-mail address.' }) email: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.services.lookupLimiter.consume(ctx.ip ?? 'unknown');
    await ctx.services.auth.requestPasswordReset(ctx.em, email);
    return true;
  }

  @BoundTokens('public')
  @ArgMaxLength({ newPassword: PASSWORD_MAX_LENGTH })
  @Mutation(() => Boolean, {
    description: 'Sets a new password with the token of a reset link; signs out every device.',
  })
  async resetPassword(
    @Arg('token', { description: 'The token of the reset link (single use).' }) token: string,
    @Arg('newPassword', { description: 'At least 6 characters.' }) newPassword: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.services.auth.resetPassword(ctx.em, token, newPassword);
    return true;
  }

  @BoundTokens('account')
  @ArgMaxLength({ currentPassword: PASSWORD_MAX_LENGTH, newPassword: PASSWORD_MAX_LENGTH })
  @Mutation(() => Boolean, {
    description:
      'Changes the password (at least 6 characters, different from the current one); other devices are signed out, personal access tokens keep working. A signed-in session only.',
  })
  async changePassword(
    @Arg('currentPassword', { description: 'The password now.' }) currentPassword: string,
    @Arg('newPassword', { description: 'At least 6 characters, different from the current one.' }) newPassword: string,
    @SignedInSession() ctx: SignedInContext,
  ): Promise<boolean> {
    await ctx.services.auth.changePassword(ctx.em, ctx.viewer, currentPassword, newPassword);
    return true;
  }

  @BoundTokens('account')
  @Mutation(() => Boolean, {
    description:
      'Deletes the viewer account and ends every session and personal access token; refused (CONFLICT, OWNS_WORKSPACES) while the viewer owns a workspace with other active members (see User.workspacesAwaitingNewOwner); one nobody else is in is deleted with the account. A signed-in session only.',
  })
  async deleteAccount(@SignedInSession() ctx: SignedInContext): Promise<boolean> {
    await ctx.services.workspaces.leaveAllForDeletion(ctx.em, ctx.viewer.userId);
    await ctx.services.auth.deleteAccount(ctx.em, ctx.viewer);
    await ctx.services.personalTokens.revokeAll(ctx.em, ctx.viewer.userId);
    ctx.refreshToken?.clear();
    return true;
  }
}

function respondSignedIn(ctx: Context, signedIn: Session): AuthPayload {
  if (signedIn.refreshToken) ctx.refreshToken?.set(signedIn.refreshToken);
  return { accessToken: signedIn.access.token, accessTokenExpiresAt: signedIn.access.expiresAt, user: signedIn.user };
}
