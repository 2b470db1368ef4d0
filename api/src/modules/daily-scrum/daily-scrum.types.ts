import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { UserProfileRow } from '../user/user.read.js';

@ObjectType({ description: 'A line of a scrum item, maybe linking a to-do of its author.' })
export class ScrumLineType {
  @Field()
  text!: string;

  @Field(() => UUIDScalar, { nullable: true })
  todoId!: string | null;
}

@ObjectType({ description: 'A blocker line with the day it was first reported.' })
export class ScrumBlockerType extends ScrumLineType {
  @Field(() => LocalDateScalar)
  since!: string;

  @Field(() => Int, { description: 'Whole days it has been open on the scrum day.' })
  ageDays!: number;
}

@ObjectType({ description: 'An open blocker of the day, with whose it is.' })
export class ScrumOpenBlocker extends ScrumBlockerType {
  @Field(() => UserProfile)
  user!: UserProfileRow;

  @Field(() => UUIDScalar)
  itemId!: string;
}

@ObjectType({ description: 'A team member and whether they posted on the day.' })
export class ScrumMember {
  @Field(() => UserProfile)
  user!: UserProfileRow;

  @Field()
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
  @Field()
  edit!: boolean;

  @Field()
  delete!: boolean;

  @Field()
  comment!: boolean;

  @Field()
  react!: boolean;
}

@ObjectType({ description: 'A new item prefilled from the viewer work: yesterday, today, open blockers, the team default template.' })
export class ScrumDraft {
  @Field(() => [ScrumLineType])
  done!: ScrumLineType[];

  @Field(() => [ScrumLineType])
  today!: ScrumLineType[];

  @Field(() => [ScrumBlockerType])
  blockers!: ScrumBlockerType[];

  @Field()
  note!: string;
}

@ObjectType({ description: 'Something changed in a day scrum (an item, a comment, a reaction): views refetch.' })
export class DailyScrumChange {
  @Field(() => UUIDScalar)
  scrumId!: string;
}

@InputType({ description: 'A line: text (blank lines are dropped) and maybe one of the author own to-dos.' })
export class ScrumLineInput {
  @Field()
  text!: string;

  @Field(() => UUIDScalar, { nullable: true })
  todoId?: string | null;
}

@InputType({ description: 'A blocker line; `since` keeps the day it was first reported (a carried-over blocker).' })
export class ScrumBlockerInput extends ScrumLineInput {
  @Field(() => LocalDateScalar, { nullable: true })
  since?: string | null;
}

@InputType({ description: 'An item: at least one line or a note.' })
export class ScrumItemInput {
  @Field(() => [ScrumLineInput], { defaultValue: [] })
  done!: ScrumLineInput[];

  @Field(() => [ScrumLineInput], { defaultValue: [] })
  today!: ScrumLineInput[];

  @Field(() => [ScrumBlockerInput], { defaultValue: [] })
  blockers!: ScrumBlockerInput[];

  @Field({ defaultValue: '' })
  note!: string;
}

@InputType({ description: 'A template: a title and the text that prefills the note.' })
export class ScrumTemplateInput {
  @Field()
  title!: string;

  @Field({ defaultValue: '' })
  content!: string;
}
