import { createParameterDecorator } from 'type-graphql';
import type { Context, Viewer } from './context.js';
import { errors } from './errors.js';

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
