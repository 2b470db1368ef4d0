import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FEEDBACK_TODO_PERIODS, type FeedbackTodoPeriod } from '@domain/feedback.js';
import type { TodoStatus } from '@domain/todo-status.js';
import type { Row } from '../../database/entity-row.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { TodoStatusEnum } from '../todo/todo.types.js';
import { Feedback, FeedbackRequest } from './feedback.entity.js';

export const FeedbackTodoPeriodEnum = Object.fromEntries(FEEDBACK_TODO_PERIODS.map((period) => [period, period])) as { [P in FeedbackTodoPeriod]: P };
registerEnumType(FeedbackTodoPeriodEnum, { name: 'FeedbackTodoPeriod', description: 'How far back the to-do picker looks: 7 days, 14 days or one month.' });

@ObjectType({ description: 'A goal as a linked to-do names it.' })
export class LinkedGoal {
  @Field(() => UUIDScalar)
  id!: string;

  @Field()
  title!: string;
}

@ObjectType({ description: 'A to-do a feedback or a request is about, with its status and planned time.' })
export class LinkedTodo {
  @Field(() => UUIDScalar)
  id!: string;

  @Field(() => String, { nullable: true, description: 'Null when the to-do is private and not the viewer own.' })
  title!: string | null;

  @Field(() => TodoStatusEnum)
  status!: TodoStatus;

  @Field(() => Date, { nullable: true })
  completeDate!: Date | null;

  @Field(() => Int, { description: 'Minutes planned on the day planner, all days together.' })
  plannedMinutes!: number;

  @Field(() => LinkedGoal, { nullable: true })
  goal!: LinkedGoal | null;
}

@ObjectType({ description: 'A core value a feedback names, as a strength (positive) or as something to work on.' })
export class FeedbackValue {
  @Field(() => UUIDScalar, { description: 'The core value.' })
  id!: string;

  @Field()
  name!: string;

  @Field()
  isPositive!: boolean;

  @Field({ description: 'False when the value was deleted since (the feedback keeps it).' })
  active!: boolean;
}

@ObjectType({ description: 'The request a feedback answers, as the feedback card links it.' })
export class LinkedRequest {
  @Field(() => UUIDScalar)
  id!: string;

  @Field()
  content!: string;
}

@ObjectType({ description: 'What the viewer may do with a feedback.' })
export class FeedbackViewerCan {
  @Field({ description: 'Edit and resend (the sender).' })
  edit!: boolean;

  @Field({ description: 'Bookmark, react and mark read (the receiver).' })
  receive!: boolean;

  @Field({ description: 'Comment (both).' })
  comment!: boolean;

  @Field({ description: 'Delete from their own lists (both).' })
  delete!: boolean;
}

@ObjectType({ description: 'What the viewer may do with a feedback request.' })
export class FeedbackRequestViewerCan {
  @Field()
  edit!: boolean;

  @Field()
  cancel!: boolean;

  @Field()
  reject!: boolean;

  @Field()
  respond!: boolean;
}

@ObjectType({ description: 'A page of a feedback list and the size of the whole list.' })
export class FeedbackPage {
  @Field(() => [Feedback])
  items!: Row<Feedback>[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ description: 'A page of a request list and the size of the whole list.' })
export class FeedbackRequestPage {
  @Field(() => [FeedbackRequest])
  items!: Row<FeedbackRequest>[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ description: 'The sizes of the viewer feedback tabs of a workspace.' })
export class FeedbackCounts {
  @Field(() => Int)
  received!: number;

  @Field(() => Int)
  unreadReceived!: number;

  @Field(() => Int)
  sent!: number;

  @Field(() => Int, { description: 'Open requests to the viewer (not rejected, not answered).' })
  receivedRequests!: number;

  @Field(() => Int, { description: 'The viewer open requests, rejected ones included.' })
  sentRequests!: number;
}

@ObjectType({ description: 'A feedback or a request of the viewer changed in the workspace: lists refetch.' })
export class FeedbackChange {
  @Field(() => UUIDScalar)
  workspaceId!: string;

  @Field({ description: 'FEEDBACK or REQUEST.' })
  kind!: string;

  @Field(() => UUIDScalar)
  id!: string;

  @Field({ description: 'A request its sender cancelled.' })
  cancelled!: boolean;
}

@InputType({ description: 'What a feedback says: text, core values on either side (never both), to-dos of the receiver.' })
export class FeedbackFieldsInput {
  @Field({ description: 'Not blank after trimming.' })
  content!: string;

  @Field(() => [UUIDScalar], { defaultValue: [] })
  positiveCoreValueIds!: string[];

  @Field(() => [UUIDScalar], { defaultValue: [] })
  negativeCoreValueIds!: string[];

  @Field(() => [UUIDScalar], { defaultValue: [], description: 'To-dos of the receiver the sender may read.' })
  todoIds!: string[];
}

@InputType({ description: 'A new feedback to a colleague, or the answer to a request (requestId: then it goes to the requester).' })
export class SendFeedbackInput extends FeedbackFieldsInput {
  @Field(() => UUIDScalar)
  workspaceId!: string;

  @Field(() => UUIDScalar, { nullable: true, description: 'Required unless answering a request.' })
  receiverId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'The open request this answers; CONFLICT FEEDBACK_REQUEST_CANCELLED when its sender cancelled it.' })
  requestId?: string | null;
}

@InputType({ description: 'What a request asks: text and some of the asker own to-dos.' })
export class FeedbackRequestFieldsInput {
  @Field({ description: 'Not blank after trimming.' })
  content!: string;

  @Field(() => [UUIDScalar], { defaultValue: [] })
  todoIds!: string[];
}

@InputType({ description: 'A new request for feedback to a colleague.' })
export class RequestFeedbackInput extends FeedbackRequestFieldsInput {
  @Field(() => UUIDScalar)
  workspaceId!: string;

  @Field(() => UUIDScalar, { nullable: true })
  receiverId?: string | null;
}

@InputType({ description: 'Which to-dos the picker offers.' })
export class TodoChoiceInput {
  @Field(() => UUIDScalar)
  workspaceId!: string;

  @Field(() => UUIDScalar, { description: 'Whose to-dos: the receiver of a feedback, oneself for a request.' })
  userId!: string;

  @Field(() => FeedbackTodoPeriodEnum, { defaultValue: 'WEEK' })
  period!: FeedbackTodoPeriod;
}
