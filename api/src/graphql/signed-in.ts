import { createParameterDecorator } from 'type-graphql';
import type { Context, Viewer } from './context.js';
import { AppError, ErrorCode, errors } from './errors.js';

/** The context of a request (or subscription) whose viewer is signed in. */
export interface SignedInContext extends Context {
  viewer: Viewer;
}

function isSignedIn(ctx: Context): ctx is SignedInContext {
  return ctx.viewer != null;
}

/**
 * The context with its signed-in viewer, or UNAUTHENTICATED (the client then refreshes its session
 * once). For code that gets the context outside a resolver's parameters, such as the `subscribe`
 * functions of subscriptions.
 */
export function signedIn(ctx: Context): SignedInContext {
  if (!isSignedIn(ctx)) throw errors.unauthenticated();
  return ctx;
}

/**
 * A resolver parameter: the context of a signed-in viewer (`@SignedIn() ctx: SignedInContext`).
 * Without a viewer the field answers UNAUTHENTICATED before the resolver runs. Fields open to
 * anonymous callers take `@Ctx() ctx: Context` instead.
 */
export function SignedIn() {
  return createParameterDecorator<Context>(({ context }) => signedIn(context));
}

/**
 * The context of a viewer signed in through a session, not a personal access token: for what manages
 * the account itself (its tokens, password and deletion), so that a leaked token cannot keep itself
 * alive or take the account over. FORBIDDEN with SESSION_REQUIRED for a token.
 */
export function signedInSession(ctx: Context): SignedInContext {
  const signed = signedIn(ctx);
  if (signed.viewer.token)
    throw new AppError(ErrorCode.FORBIDDEN, 'A personal access token cannot manage the account.', {
      reason: 'SESSION_REQUIRED',
    });
  return signed;
}

/** A resolver parameter like `SignedIn()`, for a session only (`signedInSession`). */
export function SignedInSession() {
  return createParameterDecorator<Context>(({ context }) => signedInSession(context));
}
