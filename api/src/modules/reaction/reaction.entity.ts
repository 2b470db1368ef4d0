import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { DailyScrumItem } from '../daily-scrum/daily-scrum.entity.js';
import { Feedback } from '../feedback/feedback.entity.js';
import { User } from '../user/user.entity.js';

/**
 * An emoji one person put on a target (spec 3 section 3): a feedback or a daily scrum item; one
 * column per kind of target, exactly one of them set. Taking it back deletes the row.
 */
@Entity({ tableName: 'emoji_reaction' })
@Check({ name: 'emoji_reaction_one_target', expression: 'num_nonnulls(feedback_id, daily_scrum_item_id) = 1' })
@Unique({ name: 'emoji_reaction_feedback_unique', properties: ['feedback', 'user', 'emojiCode'] })
@Unique({ name: 'emoji_reaction_daily_scrum_item_unique', properties: ['dailyScrumItem', 'user', 'emojiCode'] })
export class EmojiReaction {
  [OptionalProps]?: 'feedback' | 'dailyScrumItem' | 'registerDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Feedback, { nullable: true })
  feedback?: Feedback | null = null;

  @ManyToOne(() => DailyScrumItem, { nullable: true, fieldName: 'daily_scrum_item_id' })
  dailyScrumItem?: DailyScrumItem | null = null;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  @Index({ name: 'emoji_reaction_user_index' })
  user!: User;

  /** The emoji itself (a short Unicode sequence). */
  @Property({ length: 32 })
  emojiCode!: string;

  @Property()
  registerDate: Date = new Date();
}
