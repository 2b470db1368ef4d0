import { Field, Int, ObjectType } from 'type-graphql';
import type { Row } from '../../database/entity-row.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { Planner } from './planner.entity.js';

@ObjectType({ description: 'One page of upcoming planners (10 a page, from tomorrow).' })
export class PlannerPage {
  @Field(() => [Planner], { description: 'This page of planners, by date then first slot.' })
  items!: Row<Planner>[];

  @Field({ description: 'Whether a next page follows.' })
  hasMore!: boolean;
}

@ObjectType({ description: 'How many to-dos are planned on a date.' })
export class PlannerDateCount {
  @Field(() => LocalDateScalar, { description: 'A day of the range.' })
  date!: string;

  @Field(() => Int, { description: 'How many to-dos are planned that day (days without any are left out).' })
  count!: number;
}

@ObjectType({ description: 'A user planner changed (on a date, or null when lists without a date changed).' })
export class PlannerChange {
  @Field(() => UUIDScalar, { description: 'Whose planner changed.' })
  userId!: string;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'The day that changed; null when lists without a date (the inbox) changed.',
  })
  date!: string | null;
}
