import type { Row } from '../../database/entity-row.js';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import { Comment } from './comment.entity.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

@InputType({
  description: 'What a comment is on: exactly one of a goal, a to-do, a note, a feedback or a daily scrum item.',
})
export class CommentTargetInput {
  @Field(() => UUIDScalar, { nullable: true, description: 'A goal the viewer may read.' })
  goalId?: string | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'A to-do the viewer may read (not a colleague private one).',
  })
  todoId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'A note the viewer may read.' })
  noteId?: string | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'A feedback: its sender and receiver comment; nobody is mentioned.',
  })
  feedbackId?: string | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'A daily scrum item: team members comment; nobody is mentioned.',
  })
  dailyScrumItemId?: string | null;
}

@InputType({ description: 'A new comment, or a reply to a top-level comment (parentId).' })
export class CreateCommentInput {
  @Field(() => CommentTargetInput, { description: "What the comment is on; for a reply, the parent comment's target." })
  target!: CommentTargetInput;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'The top-level comment this replies to; replies to replies are refused.',
  })
  parentId?: string | null;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field({ description: 'Not blank after trimming; mentions as @[userId].' })
  content!: string;
}

@ObjectType({ description: 'A comment thread: top-level comments newest first, each with its replies oldest first.' })
export class CommentThread {
  @Field(() => [Comment], { description: 'Top-level comments newest first; their replies are in replies.' })
  items!: Row<Comment>[];

  @Field(() => Int, { description: 'Comments and replies in all.' })
  count!: number;
}

@ObjectType({ description: 'What the viewer may do with a comment.' })
export class CommentViewerCan {
  @Field({ description: 'The viewer wrote it, so may change its text.' })
  edit!: boolean;

  @Field({ description: 'The viewer wrote it, so may delete it.' })
  delete!: boolean;

  @Field({ description: 'Only top-level comments are replied to.' })
  reply!: boolean;
}

@ObjectType({ description: 'A comment of a thread was created, edited or deleted.' })
export class CommentChange {
  @Field(() => UUIDScalar, { description: 'The comment that changed (for a deletion, it can no longer be read).' })
  commentId!: string;

  @Field({ description: 'created, updated or deleted.' })
  kind!: string;
}
