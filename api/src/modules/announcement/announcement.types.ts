import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

@InputType({ description: 'An announcement: plain text, a title on one line and an optional body.' })
export class AnnouncementInput {
  @Field({ description: 'Not blank after trimming; at most 100 characters; line breaks become spaces.' })
  title!: string;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, {
    nullable: true,
    description: 'Optional; at most 500 characters after trimming; line breaks are kept.',
  })
  body?: string | null;
}

@ObjectType({ description: 'What an announcement reached.' })
export class AnnouncementResult {
  @Field(() => Int, { description: 'How many people were notified (the sender is never one of them).' })
  recipientCount!: number;

  @Field(() => Int, { description: 'How many more announcements the workspace may send within the current 24 hours.' })
  announcementsLeftToday!: number;
}
