import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { UserProfileRow } from '../user/user.read.js';

@InputType({ description: 'What a reaction is on: exactly one of a feedback or a daily scrum item.' })
export class ReactionTargetInput {
  @Field(() => UUIDScalar, { nullable: true })
  feedbackId?: string | null;

  @Field(() => UUIDScalar, { nullable: true })
  dailyScrumItemId?: string | null;
}

@ObjectType({ description: 'One emoji on a target, with who reacted with it, first first.' })
export class ReactionGroup {
  @Field({ description: 'The emoji (a Unicode sequence).' })
  emoji!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => [UserProfile])
  users!: UserProfileRow[];

  @Field({ description: 'Whether the viewer is among them.' })
  viewerReacted!: boolean;
}
