import { randomUUID } from 'node:crypto';
import { Check, Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { DailyScrumItem } from '../daily-scrum/daily-scrum.entity.js';
import { Feedback } from '../feedback/feedback.entity.js';
import { Goal } from '../goal/goal.entity.js';
import { Note } from '../note/note.entity.js';
import { Todo } from '../todo/todo.entity.js';
import { User } from '../user/user.entity.js';

/** A comment on exactly one target (a to-do, a goal, a note, a feedback, a daily scrum item); replies one level deep. */
@ObjectType({
  description: 'A comment on a to-do, a goal, a note, a feedback or a daily scrum item; replies are one level deep.',
})
@Entity({ tableName: 'comment' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Check({
  name: 'comment_one_target',
  expression: 'num_nonnulls(goal_id, todo_id, note_id, feedback_id, daily_scrum_item_id) = 1',
})
@Index({ name: 'comment_goal_index', properties: ['goal', 'registerDate'] })
@Index({ name: 'comment_todo_index', properties: ['todo', 'registerDate'] })
@Index({ name: 'comment_note_index', properties: ['note', 'registerDate'] })
@Index({ name: 'comment_feedback_index', properties: ['feedback', 'registerDate'] })
@Index({ name: 'comment_daily_scrum_item_index', properties: ['dailyScrumItem', 'registerDate'] })
export class Comment {
  [OptionalProps]?:
    | 'goal'
    | 'todo'
    | 'note'
    | 'feedback'
    | 'dailyScrumItem'
    | 'parent'
    | 'registerDate'
    | 'updateDate'
    | 'update'
    | 'enable';

  @Field(() => UUIDScalar, {
    description: 'Identifies the comment: for updateComment, deleteComment and parentId of a reply.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'The text; mentions as @[userId].' })
  @Property({ type: 'text' })
  content!: string;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @ManyToOne(() => Goal, { nullable: true })
  goal?: Goal | null = null;

  @ManyToOne(() => Todo, { nullable: true })
  todo?: Todo | null = null;

  @ManyToOne(() => Note, { nullable: true })
  note?: Note | null = null;

  @ManyToOne(() => Feedback, { nullable: true })
  feedback?: Feedback | null = null;

  @ManyToOne(() => DailyScrumItem, { nullable: true })
  dailyScrumItem?: DailyScrumItem | null = null;

  @ManyToOne(() => Comment, { nullable: true })
  @Index({ name: 'comment_parent_index' })
  parent?: Comment | null = null;

  @Field({ description: 'When it was written (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When it was last edited (UTC); equals registerDate until then.' })
  @Property()
  updateDate: Date = this.registerDate;

  @ManyToOne(() => User, { fieldName: 'update_id', nullable: true })
  update?: User | null = null;

  @Property()
  enable: boolean = true;
}

/** A user mentioned in a comment. */
@Entity({ tableName: 'comment_mention' })
@Unique({ name: 'comment_mention_comment_user_unique', properties: ['comment', 'user'] })
export class CommentMention {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Comment)
  comment!: Comment;

  @ManyToOne(() => User)
  @Index({ name: 'comment_mention_user_index' })
  user!: User;
}
