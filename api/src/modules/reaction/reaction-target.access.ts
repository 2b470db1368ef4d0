import { errors } from '../../graphql/errors.js';
import type { SignedInContext } from '../../graphql/signed-in.js';
import { checkScrumItem } from '../daily-scrum/daily-scrum.access.js';
import { dailyScrumPolicy } from '../daily-scrum/daily-scrum.policy.js';
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
 * a feedback's two people read its reactions and only its receiver reacts (spec 3 section 6); a
 * daily scrum item's team reads and reacts.
 */
export async function reactionTarget(
  ctx: SignedInContext,
  input: ReactionTargetInput,
  mode: 'read' | 'react',
): Promise<ReactionTarget> {
  if ([input.feedbackId, input.dailyScrumItemId].filter(Boolean).length !== 1)
    throw errors.badInput('target', 'TARGET_REQUIRED', 'A reaction needs a feedback or a daily scrum item.');
  if (input.dailyScrumItemId) {
    const { item } = await checkScrumItem(
      ctx,
      input.dailyScrumItemId,
      mode === 'react' ? dailyScrumPolicy.react : dailyScrumPolicy.read,
    );
    return { kind: 'dailyScrumItem', id: item.id };
  }
  const feedback = await checkFeedback(
    ctx,
    input.feedbackId!,
    mode === 'react' ? feedbackPolicy.react : feedbackPolicy.read,
  );
  return { kind: 'feedback', id: feedback.id };
}
