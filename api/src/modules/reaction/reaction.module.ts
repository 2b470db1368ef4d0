import { defineModule } from '../../kernel/module.js';
import { EmojiReaction } from './reaction.entity.js';
import type { ReactionTargetKind } from './reaction.read.js';
import { ReactionResolver } from './reaction.resolver.js';
import { ReactionService } from './reaction.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    reactions: ReactionService;
  }
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    /** Someone reacted to a target, or took a reaction back (the target's area refreshes and notifies). */
    reaction_changed: {
      targetKind: ReactionTargetKind;
      targetId: string;
      userId: string;
      emoji: string;
      added: boolean;
    };
  }
}

/** Emoji reactions on feedback (and, next, on daily scrum items): spec 3. */
export const reactionModule = defineModule({
  name: 'reaction',
  entities: [EmojiReaction],
  resolvers: [ReactionResolver],
  services: ({ events }) => ({ reactions: new ReactionService(events) }),
});
