import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { UserProfileRow } from '../user/user.read.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

@ObjectType({ description: 'A line of a scrum item, maybe linking a to-do of its author.' })
export class ScrumLineType {
  @Field({ description: 'The line as written.' })
  text!: string;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'A to-do of the item author the line links to; null for free text.',
  })
  todoId!: string | null;
}

@ObjectType({ description: 'A blocker line with the day it was first reported.' })
export class ScrumBlockerType extends ScrumLineType {
  @Field(() => LocalDateScalar, { description: 'The day it was first reported; a carried-over blocker keeps it.' })
  since!: string;

  @Field(() => Int, { description: 'Whole days it has been open on the scrum day.' })
  ageDays!: number;
}

@ObjectType({ description: 'An open blocker of the day, with whose it is.' })
export class ScrumOpenBlocker extends ScrumBlockerType {
  @Field(() => UserProfile, { description: 'Who reported it.' })
  user!: UserProfileRow;

  @Field(() => UUIDScalar, { description: 'The item it is in.' })
  itemId!: string;
}

@ObjectType({ description: 'A team member and whether they posted on the day.' })
export class ScrumMember {
  @Field(() => UserProfile, { description: 'A member of the team, by name.' })
  user!: UserProfileRow;

  @Field({ description: 'They posted an item on this day.' })
  posted!: boolean;
}

@ObjectType({ description: 'What the viewer may do in a scrum.' })
export class ScrumViewerCan {
  @Field({ description: 'Post an item: a team member without one yet.' })
  post!: boolean;

  @Field({ description: 'Manage the team templates (workspace owners and admins).' })
  manageTemplates!: boolean;
}

@ObjectType({ description: 'What the viewer may do with an item.' })
export class ScrumItemViewerCan {
  @Field({ description: 'The viewer is its author (and still a team member).' })
  edit!: boolean;

  @Field({ description: 'The viewer is its author (and still a team member).' })
  delete!: boolean;

  @Field({ description: 'The viewer is a team member, so may comment on it.' })
  comment!: boolean;

  @Field({ description: 'The viewer is a team member, so may react to it.' })
  react!: boolean;
}

@ObjectType({
  description: 'A new item prefilled from the viewer work: yesterday, today, open blockers, the team default template.',
})
export class ScrumDraft {
  @Field(() => [ScrumLineType], {
    description: 'The viewer public to-dos planned on or completed the day before (viewer time zone).',
  })
  done!: ScrumLineType[];

  @Field(() => [ScrumLineType], { description: 'The viewer public to-dos planned on the day.' })
  today!: ScrumLineType[];

  @Field(() => [ScrumBlockerType], {
    description:
      'The blockers of the viewer last item in this team, but for those whose linked to-do is completed since.',
  })
  blockers!: ScrumBlockerType[];

  @Field({ description: 'The team default template text, or empty.' })
  note!: string;
}

@ObjectType({ description: 'Something changed in a day scrum (an item, a comment, a reaction): views refetch.' })
export class DailyScrumChange {
  @Field(() => UUIDScalar, { description: 'The scrum that changed.' })
  scrumId!: string;
}

@InputType({ description: 'A line: text (blank lines are dropped) and maybe one of the author own to-dos.' })
export class ScrumLineInput {
  @MaxLength(TEXT_MAX_LENGTH)
  @Field({ description: 'The line; blank lines are dropped.' })
  text!: string;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'One of the author own to-dos to link; null or absent for free text.',
  })
  todoId?: string | null;
}

@InputType({ description: 'A blocker line; `since` keeps the day it was first reported (a carried-over blocker).' })
export class ScrumBlockerInput extends ScrumLineInput {
  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'The day it was first reported; absent for a new blocker (the scrum day).',
  })
  since?: string | null;
}

@InputType({ description: 'An item: at least one line or a note.' })
export class ScrumItemInput {
  @Field(() => [ScrumLineInput], { defaultValue: [], description: 'What the author finished.' })
  done!: ScrumLineInput[];

  @Field(() => [ScrumLineInput], { defaultValue: [], description: 'What the author plans for the day.' })
  today!: ScrumLineInput[];

  @Field(() => [ScrumBlockerInput], { defaultValue: [], description: 'What blocks the author.' })
  blockers!: ScrumBlockerInput[];

  @MaxLength(TEXT_MAX_LENGTH)
  @Field({ defaultValue: '', description: 'Free text after the sections.' })
  note!: string;
}

@InputType({ description: 'A template: a title and the text that prefills the note.' })
export class ScrumTemplateInput {
  @Field({ description: 'Not blank; at most 100 characters.' })
  title!: string;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field({ defaultValue: '', description: 'The text that prefills the note of a new item.' })
  content!: string;
}
