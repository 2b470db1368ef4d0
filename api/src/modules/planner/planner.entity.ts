import { randomUUID } from 'node:crypto';
import {
  ArrayType,
  Check,
  Entity,
  Index,
  ManyToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
} from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { Todo } from '../todo/todo.entity.js';
import { User } from '../user/user.entity.js';

/**
 * A to-do planned on a date (spec 1 section 3): the quarter-hour slots 0 to 95 it takes, an empty
 * list meaning "that day, no time yet". The migration adds an exclusion constraint so that two
 * planners of one user and date never share a slot, whatever runs concurrently.
 */
@ObjectType({
  description: 'A to-do planned on a date, in quarter-hour slots (0 = 00:00 to 00:15, 95 = 23:45 to 24:00).',
})
@Entity({ tableName: 'planner' })
@Index({ name: 'planner_user_date_index', properties: ['user', 'plannerDate'] })
@Unique({ name: 'planner_todo_date_unique', properties: ['todo', 'plannerDate'] })
@Check({ name: 'planner_blocks_range', expression: '(0 <= ALL (blocks)) AND (95 >= ALL (blocks))' })
// Declared so that schema diffs keep it; created by the todos migration (btree_gist + intarray).
@Index({
  name: 'planner_no_overlap',
  expression:
    'alter table "planner" add constraint "planner_no_overlap" exclude using gist ("user_id" with =, "planner_date" with =, "blocks" gist__int_ops with &&) where ("enable")',
})
export class Planner {
  [OptionalProps]?: 'registerDate' | 'updateDate' | 'update' | 'enable';

  @Field(() => UUIDScalar, {
    description: 'Identifies this plan of a to-do on one date: for updatePlanner and removePlanner.',
  })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Todo)
  todo!: Todo;

  @ManyToOne(() => User)
  user!: User;

  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @Field(() => LocalDateScalar, { description: 'The day it is planned on, a calendar day in the owner time zone.' })
  @Property({ type: 'date' })
  plannerDate!: string;

  @Field(() => [Int], { description: 'Quarter-hour slots, ascending; empty when unscheduled.' })
  @Property({ type: new ArrayType((value) => Number(value)), columnType: 'integer[]' })
  blocks: number[] = [];

  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();

  @ManyToOne(() => User, { fieldName: 'update_id', nullable: true })
  update?: User | null = null;

  @Property()
  enable: boolean = true;
}
