import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { CoreValue } from '../core-value/core-value.entity.js';
import { Todo } from '../todo/todo.entity.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';

/**
 * A colleague's request for feedback (spec 3 sections 3 and 4): open, then completed when feedback
 * is sent against it, rejected by its receiver (editing sends it again), or cancelled by its sender
 * (`enable` false).
 */
@ObjectType({ description: 'A request for feedback from one member to a colleague of the workspace.' })
@Entity({ tableName: 'feedback_request' })
@Index({ name: 'feedback_request_received_index', properties: ['receiver', 'workspace', 'registerDate'] })
@Index({ name: 'feedback_request_sent_index', properties: ['register', 'workspace', 'registerDate'] })
export class FeedbackRequest {
  [OptionalProps]?: 'isRejected' | 'isCompleted' | 'enable' | 'registerDate' | 'updateDate';

  @Field(() => UUIDScalar, { description: 'Identifies the request: the requestId of sendFeedback answers it.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'What the sender asks, as written.' })
  @Property({ type: 'text' })
  content!: string;

  /** Who asked. */
  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  /** Who is asked. */
  @ManyToOne(() => User)
  receiver!: User;

  @ManyToOne(() => Workspace)
  workspace!: Workspace;

  @Field({ description: 'The receiver declined it; the sender may edit it to ask again.' })
  @Property()
  isRejected: boolean = false;

  @Field({ description: 'A feedback answered it; it is closed.' })
  @Property()
  isCompleted: boolean = false;

  /** False once its sender cancelled it. */
  @Property()
  enable: boolean = true;

  @Field({ description: 'When it was sent (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When it last changed: edited, declined or answered (UTC).' })
  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();
}

/** A to-do of the requester's that the request asks about. */
@Entity({ tableName: 'feedback_request_todo' })
@Unique({ name: 'feedback_request_todo_unique', properties: ['request', 'todo'] })
export class FeedbackRequestTodo {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => FeedbackRequest)
  request!: FeedbackRequest;

  @ManyToOne(() => Todo)
  @Index({ name: 'feedback_request_todo_todo_index' })
  todo!: Todo;
}

/** Feedback from one member (the register) to a colleague of the same workspace (spec 3 section 3). */
@ObjectType({ description: 'Feedback from one member to a colleague: text, core values and the to-dos it is about.' })
@Entity({ tableName: 'feedback' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Index({ name: 'feedback_received_index', properties: ['receiver', 'workspace', 'registerDate'] })
@Index({ name: 'feedback_sent_index', properties: ['register', 'workspace', 'registerDate'] })
export class Feedback {
  [OptionalProps]?: 'request' | 'isDraft' | 'isRead' | 'registerDate' | 'updateDate' | 'enable';

  @Field(() => UUIDScalar, {
    description:
      'Identifies the feedback: for feedback(id), updateFeedback and the feedbackId of comments and reactions.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'The text, as written.' })
  @Property({ type: 'text' })
  content!: string;

  /** The sender. */
  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @ManyToOne(() => User)
  receiver!: User;

  @ManyToOne(() => Workspace)
  workspace!: Workspace;

  /** The request it answers, if any. */
  @ManyToOne(() => FeedbackRequest, { nullable: true })
  @Index({ name: 'feedback_request_index' })
  request?: FeedbackRequest | null = null;

  @Property()
  isDraft: boolean = false;

  @Field({ description: 'Whether the receiver has seen it on their received list.' })
  @Property()
  isRead: boolean = false;

  @Field({ description: 'When it was sent (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When it was last edited or resent (UTC); lists order by it.' })
  @Property()
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;
}

/** A core value a feedback names, as a strength (positive) or as something to work on. */
@Entity({ tableName: 'feedback_core_value' })
@Unique({ name: 'feedback_core_value_unique', properties: ['feedback', 'coreValue'] })
export class FeedbackCoreValue {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Feedback)
  feedback!: Feedback;

  @ManyToOne(() => CoreValue)
  @Index({ name: 'feedback_core_value_value_index' })
  coreValue!: CoreValue;

  @Property()
  isPositive!: boolean;
}

/** A to-do of the receiver's that a feedback is about. */
@Entity({ tableName: 'feedback_todo' })
@Unique({ name: 'feedback_todo_unique', properties: ['feedback', 'todo'] })
export class FeedbackTodo {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Feedback)
  feedback!: Feedback;

  @ManyToOne(() => Todo)
  @Index({ name: 'feedback_todo_todo_index' })
  todo!: Todo;
}

/**
 * One person's own standing with a feedback: the receiver's bookmark (newest bookmark first on the
 * side panel) and, for either side, whether they deleted it from their own lists.
 */
@Entity({ tableName: 'user_feedback_setting' })
@Unique({ name: 'user_feedback_setting_unique', properties: ['feedback', 'user'] })
@Index({ name: 'user_feedback_setting_bookmark_index', properties: ['user', 'isBookmarked', 'bookmarkUpdateDate'] })
export class UserFeedbackSetting {
  [OptionalProps]?: 'isBookmarked' | 'bookmarkUpdateDate' | 'isHidden';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Feedback)
  feedback!: Feedback;

  @ManyToOne(() => User)
  user!: User;

  @Property()
  isBookmarked: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  bookmarkUpdateDate?: Date | null = null;

  @Property()
  isHidden: boolean = false;
}
