import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { Category } from '../category/category.entity.js';
import { Goal } from '../goal/goal.entity.js';
import { User } from '../user/user.entity.js';
import { foldedTrigramIndex } from '../../database/folded-search.js';

/** A person's to-do (spec 1 section 3); its status is derived from the cancelled and complete dates. */
@ObjectType({ description: 'A to-do of one person, optionally linked to a goal, scheduled on planners.' })
@Entity({ tableName: 'todo' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Index({ name: 'todo_user_open_index', properties: ['user', 'enable', 'completeDate', 'cancelledDate'] })
@Index({ name: 'todo_inbox_rank_index', properties: ['user', 'inboxRank'] })
// The quick switcher finds it by any part (issue 13): a trigram index over the folded text (no accents, lower case) serves LIKE '%…%'.
@Index(foldedTrigramIndex('todo_title_fold_trgm_index', 'todo', 'title'))
export class Todo {
  [OptionalProps]?:
    | 'content'
    | 'goal'
    | 'isPublic'
    | 'enable'
    | 'completeDate'
    | 'cancelledDate'
    | 'dueDate'
    | 'registerDate'
    | 'updateDate'
    | 'isHidden'
    | 'update'
    | 'inboxRank';

  @Field(() => UUIDScalar, { description: 'Identifies the to-do: for updateTodo, planTodo and comment targets.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The real title; the GraphQL field masks it for others when the to-do is private. */
  @Property({ length: 200 })
  title!: string;

  @Property({ type: 'text', nullable: true })
  content?: string | null = null;

  /** The owner, whose planner shows it. */
  @ManyToOne(() => User)
  user!: User;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @ManyToOne(() => User, { fieldName: 'update_id', nullable: true })
  update?: User | null = null;

  @ManyToOne(() => Goal, { nullable: true })
  @Index({ name: 'todo_goal_index' })
  goal?: Goal | null = null;

  @ManyToOne(() => Category)
  category!: Category;

  @Field({ description: 'Public to-dos show their title to colleagues; private ones a generic title.' })
  @Property()
  isPublic: boolean = true;

  @Property()
  enable: boolean = true;

  @Field(() => Date, { nullable: true, description: 'When it was checked (UTC); null while not completed.' })
  @Property({ type: 'datetime', nullable: true })
  completeDate?: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was stopped (UTC); null unless stopped.' })
  @Property({ type: 'datetime', nullable: true })
  cancelledDate?: Date | null = null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'The day it is due (a calendar day in the owner time zone); null without one.',
  })
  @Property({ type: 'date', nullable: true })
  dueDate?: string | null = null;

  @Field({ description: 'When it was created (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When it last changed (UTC).' })
  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();

  /** Hidden with its goal (the owner hid the goal). */
  @Property()
  isHidden: boolean = false;

  /** Its place in the owner's inbox, smallest first: a new to-do goes on top; a move takes a rank between its new neighbours. */
  @Property({ type: 'double', default: 0 })
  inboxRank: number = 0;
}
