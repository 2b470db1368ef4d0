import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { Planner } from './planner.entity.js';

@ObjectType({ description: 'One page of upcoming planners (10 a page, from tomorrow).' })
export class PlannerPage {
  @Field(() => [Planner])
  items!: Planner[];

  @Field()
  hasMore!: boolean;
}

@ObjectType({ description: 'How many to-dos are planned on a date.' })
export class PlannerDateCount {
  @Field(() => LocalDateScalar)
  date!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: 'A user planner changed (on a date, or null when lists without a date changed).' })
export class PlannerChange {
  @Field(() => UUIDScalar)
  userId!: string;

  @Field(() => LocalDateScalar, { nullable: true })
  date!: string | null;
}
