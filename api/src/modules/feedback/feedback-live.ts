import type { Services } from '../../kernel/services.js';
import { KeyedDebounce } from '../../kernel/keyed-debounce.js';
import { EmojiReaction } from '../reaction/reaction.entity.js';
import type { FeedbackAnnouncer } from './feedback-announcer.js';
import { Feedback } from './feedback.entity.js';

/** A burst of reactions by one person on one feedback is one notification; later ones update it. */
export const REACTION_NOTIFY_DEBOUNCE_MS = 500;

/**
 * Comments and reactions belong to their own areas; what they mean for feedback is here: both
 * people's open lists refresh, and the sender hears of the receiver's reactions, once per burst.
 */
export function listenToFeedbackThreads(
  services: Pick<Services, 'events' | 'orm' | 'logger'>,
  announcer: FeedbackAnnouncer,
): void {
  const { events, orm, logger } = services;
  const debounce = new KeyedDebounce(REACTION_NOTIFY_DEBOUNCE_MS, (err) =>
    logger.error({ err }, 'could not notify of feedback reactions'),
  );
  const parties = (feedbackId: string) =>
    orm.em.fork().findOne(Feedback, { id: feedbackId }, { fields: ['register', 'receiver', 'workspace', 'content'] });

  const refresh = async (feedbackId: string) => {
    const feedback = await parties(feedbackId);
    if (feedback)
      announcer.publish([feedback.register.id, feedback.receiver.id], {
        workspaceId: feedback.workspace.id,
        kind: 'FEEDBACK',
        id: feedback.id,
        cancelled: false,
      });
    return feedback;
  };

  events.on('comment_changed', async (event) => {
    if (event.targetKind === 'feedback') await refresh(event.targetId);
  });

  events.on('reaction_changed', async (event) => {
    if (event.targetKind !== 'feedback') return;
    const feedback = await refresh(event.targetId);
    if (!feedback || !event.added) return;
    debounce.call(`${feedback.id}:${event.userId}`, async () => {
      // The emojis the person still has on it once the burst is over; none left, nothing to tell.
      const reactions = await orm.em
        .fork()
        .find(EmojiReaction, { feedback: feedback.id, user: event.userId }, { orderBy: { registerDate: 'asc' } });
      if (reactions.length === 0) return;
      await announcer.notifyOnce('feedback_reaction', event.userId, feedback.register.id, {
        workspaceId: feedback.workspace.id,
        content: feedback.content,
        feedback: { id: feedback.id, receiverId: feedback.receiver.id },
        emoji: reactions.map((reaction) => reaction.emojiCode).join(' '),
      });
    });
  });
}
