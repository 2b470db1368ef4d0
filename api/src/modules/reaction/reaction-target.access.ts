import { errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { checkFeedback } from '../feedback/feedback.access.js';
import { feedbackPolicy } from '../feedback/feedback.policy.js';
import type { ReactionTargetKind } from './reaction.read.js';
import type { ReactionTargetInput } from './reaction.types.js';

export interface ReactionTarget {
  kind: ReactionTargetKind;
  id: string;
}

/**
 * A reaction target the viewer may read (`read`) or react to (`react`), checked in one statement:
 * a feedback's two people read its reactions and only its receiver reacts (spec 3 section 6).
 */
export async function reactionTarget(ctx: SignedInContext, input: ReactionTargetInput, mode: 'read' | 'react'): Promise<ReactionTarget> {
  if (!input.feedbackId) throw errors.badInput('target', 'TARGET_REQUIRED', 'A reaction needs a feedback.');
  const feedback = await checkFeedback(ctx, input.feedbackId, mode === 'react' ? feedbackPolicy.react : feedbackPolicy.read);
  return { kind: 'feedback', id: feedback.id };
}
