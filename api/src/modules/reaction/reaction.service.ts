import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { errors } from '../../graphql/errors.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { DailyScrumItem } from '../daily-scrum/daily-scrum.entity.js';
import { Feedback } from '../feedback/feedback.entity.js';
import { User } from '../user/user.entity.js';
import { EmojiReaction } from './reaction.entity.js';
import type { ReactionTargetKind } from './reaction.read.js';

// One or more pictographs (with their joiners, variation selectors, skin tones), a flag or a keycap; nothing else.
/* eslint-disable no-misleading-character-class -- the class lists the joiners and the keycap mark on purpose */
const EMOJI =
  /^(?=.*(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3))[\p{Extended_Pictographic}\p{Emoji_Component}\u200D\uFE0F\u20E3]{1,16}$/u;
/* eslint-enable no-misleading-character-class */

export function validEmoji(emoji: string): string {
  const trimmed = emoji.trim();
  if (!EMOJI.test(trimmed)) throw errors.badInput('emoji', 'INVALID_EMOJI', 'Choose an emoji.');
  return trimmed;
}

/**
 * Emoji reactions on a target (spec 3): each person puts an emoji once and takes it back. The area
 * that owns the target hears of each change by the `reaction_changed` event (its lists refresh, its
 * people are told). Callers have authorized the target.
 */
export class ReactionService {
  constructor(private readonly events: DomainEvents) {}

  async add(
    em: EntityManager,
    userId: string,
    target: { kind: ReactionTargetKind; id: string },
    emoji: string,
  ): Promise<void> {
    const code = validEmoji(emoji);
    try {
      // Inserted at once, outside the unit of work, so that a duplicate leaves nothing pending behind.
      await em.insert(
        em.create(
          EmojiReaction,
          { ...targetColumn(em, target), user: em.getReference(User, userId), emojiCode: code },
          { persist: false },
        ),
      );
    } catch (error) {
      // Adding what is already there changes nothing (a double click, two tabs).
      if (error instanceof UniqueConstraintViolationException) return;
      throw error;
    }
    await this.events.emit({
      type: 'reaction_changed',
      targetKind: target.kind,
      targetId: target.id,
      userId,
      emoji: code,
      added: true,
    });
  }

  async remove(
    em: EntityManager,
    userId: string,
    target: { kind: ReactionTargetKind; id: string },
    emoji: string,
  ): Promise<void> {
    const code = validEmoji(emoji);
    const removed = await em.nativeDelete(EmojiReaction, {
      ...targetColumn(em, target),
      user: userId,
      emojiCode: code,
    });
    if (removed > 0)
      await this.events.emit({
        type: 'reaction_changed',
        targetKind: target.kind,
        targetId: target.id,
        userId,
        emoji: code,
        added: false,
      });
  }
}

/** The column of `emoji_reaction` that names the target. */
function targetColumn(em: EntityManager, target: { kind: ReactionTargetKind; id: string }) {
  return target.kind === 'feedback'
    ? { feedback: em.getReference(Feedback, target.id) }
    : { dailyScrumItem: em.getReference(DailyScrumItem, target.id) };
}
