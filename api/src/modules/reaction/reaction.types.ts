import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { UserProfileRow } from '../user/user.read.js';

@InputType({ description: 'What a reaction is on: exactly one of a feedback or a daily scrum item.' })
export class ReactionTargetInput {
  @Field(() => UUIDScalar, { nullable: true, description: 'A feedback: its sender and receiver react.' })
  feedbackId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'A daily scrum item: members of its team react.' })
  dailyScrumItemId?: string | null;
}

@ObjectType({ description: 'One emoji on a target, with who reacted with it, first first.' })
export class ReactionGroup {
  @Field({ description: 'The emoji (a Unicode sequence).' })
  emoji!: string;

  @Field(() => Int, { description: 'How many people put this emoji.' })
  count!: number;

  @Field(() => [UserProfile], { description: 'Who put it, earliest first.' })
  users!: UserProfileRow[];

  @Field({ description: 'Whether the viewer is among them.' })
  viewerReacted!: boolean;
}
