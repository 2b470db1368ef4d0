import { Field, Int, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';

@ObjectType({ description: 'How often a core value was given in feedback of a period (admins).' })
export class CoreValueUsage {
  @Field(() => UUIDScalar, { description: 'The core value counted.' })
  id!: string;

  @Field({ description: 'Its current name.' })
  name!: string;

  @Field({ description: 'False for a value deleted while in use.' })
  active!: boolean;

  @Field(() => Int, { description: 'Feedback naming it as a strength.' })
  positive!: number;

  @Field(() => Int, { description: 'Feedback naming it as something to work on.' })
  negative!: number;
}
