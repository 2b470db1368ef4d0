import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Feedback } from '../feedback/feedback.entity.js';
import { User } from '../user/user.entity.js';

/**
 * An emoji one person put on a target (spec 3 section 3): a feedback today, a daily scrum item
 * next; one column per kind of target, exactly one of them set. Taking it back deletes the row.
 */
@Entity({ tableName: 'emoji_reaction' })
@Check({ name: 'emoji_reaction_one_target', expression: 'num_nonnulls(feedback_id) = 1' })
@Unique({ name: 'emoji_reaction_feedback_unique', properties: ['feedback', 'user', 'emojiCode'] })
export class EmojiReaction {
  [OptionalProps]?: 'feedback' | 'registerDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Feedback, { nullable: true })
  feedback?: Feedback | null = null;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  @Index({ name: 'emoji_reaction_user_index' })
  user!: User;

  /** The emoji itself (a short Unicode sequence). */
  @Property({ length: 32 })
  emojiCode!: string;

  @Property()
  registerDate: Date = new Date();
}
