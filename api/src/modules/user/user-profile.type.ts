import { Field, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';

/** What colleagues see of a person: never their settings, phone or reminders. Resolved from User rows. */
@ObjectType({ description: 'The public profile of a colleague.' })
export class UserProfile {
  @Field(() => UUIDScalar, { description: 'Identifies the person: every userId argument, and @[userId] in mentions.' })
  id!: string;

  @Field({ description: 'Display name.' })
  name!: string;

  @Field({ description: 'E-mail address.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'URL of the profile picture, if any.' })
  profileImageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Myers-Briggs type, if given.' })
  mbti?: string | null;
}
