import { UseMiddleware, type MiddlewareFn } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { ErrorCode, isAppError } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';

/** The refusals a retry meets when its first call did the work: the thing is gone, or already in that state. */
const GONE = new Set<unknown>([ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN, ErrorCode.CONFLICT]);

export interface RetrySafeOptions<Args> {
  /** For a mutation that answers an object: the object as it now is, for the retry (a scalar answer is kept in the receipt). */
  again?: (ctx: SignedInContext, args: Args) => Promise<unknown>;
}

/**
 * Makes a destructive mutation idempotent under retry (docs/architecture.md, "Destructive mutations
 * are idempotent"): each success leaves a receipt of the caller, the field and its arguments; a call
 * refused as NOT_FOUND, FORBIDDEN or CONFLICT that has such a receipt answers as the first call did.
 * The receipt is the caller's own, so a retry's success tells nobody else that the thing existed.
 */
export function RetrySafe<Args = Record<string, unknown>>(options: RetrySafeOptions<Args> = {}): MethodDecorator {
  const middleware: MiddlewareFn<Context> = async ({ context, args, info }, next) => {
    const userId = context.viewer?.userId;
    if (!userId) return next();
    const receipts = context.services.mutationReceipts;
    try {
      const answer: unknown = await next();
      // The work is committed: a receipt that cannot be written must not turn the success into an error.
      await receipts
        .record(context.em, userId, info.fieldName, args, options.again ? null : answer)
        .catch((err: unknown) => context.logger.warn({ err }, 'mutation receipt not written'));
      return answer;
    } catch (error) {
      if (!isAppError(error) || !GONE.has(error.extensions.code)) throw error;
      const receipt = await receipts.find(context.em, userId, info.fieldName, args);
      if (!receipt) throw error;
      return options.again ? options.again(context as SignedInContext, args as Args) : receipt.answer;
    }
  };
  return UseMiddleware(middleware);
}
