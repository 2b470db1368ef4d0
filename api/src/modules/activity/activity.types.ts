import { Field, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { Comment } from '../comment/comment.entity.js';
import { Note } from '../note/note.entity.js';

@ObjectType({
  description:
    'One changed field of a goal, values as text (dates YYYY-MM-DD, statuses and priorities as codes, people as user ids).',
})
export class GoalHistoryEntry {
  @Field(() => UUIDScalar, { description: 'Identifies the change record.' })
  id!: string;

  @Field({
    description:
      'goal (creation), title, content, status, priority, start_date, end_date, leader, project, parent, indicator, participant or sharing.',
  })
  field!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The value before the change; null when it was empty or the goal was just created.',
  })
  oldValue!: string | null;

  @Field(() => String, { nullable: true, description: 'The value after the change; null when it was cleared.' })
  newValue!: string | null;
}

@ObjectType({ description: 'A row of the activity feed of a goal (spec 1 section 7).' })
export class ActivityEntry {
  @Field(() => UUIDScalar, { description: 'Identifies the row; stable across pages.' })
  id!: string;

  @Field({ description: 'goal, comment or note.' })
  activityType!: string;

  @Field({ description: 'create, update or delete.' })
  action!: string;

  @Field({ description: 'When it happened (UTC).' })
  createdAt!: Date;

  userId!: string;

  @Field(() => GoalHistoryEntry, {
    nullable: true,
    description: 'The goal change, for goal rows whose record is enabled.',
  })
  history!: GoalHistoryEntry | null;

  @Field(() => Comment, { nullable: true, description: 'The comment, for comment rows while it is not deleted.' })
  comment!: Comment | null;

  @Field(() => Note, { nullable: true, description: 'The note, for note rows while it is not deleted.' })
  note!: Note | null;
}

@ObjectType({ description: 'One page of an activity feed, newest first.' })
export class ActivityPage {
  @Field(() => [ActivityEntry], { description: 'The rows of this page, newest first.' })
  items!: ActivityEntry[];

  @Field({ description: 'Whether older rows follow.' })
  hasMore!: boolean;
}
