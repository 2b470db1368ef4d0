import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FEEDBACK_TODO_PERIODS, type FeedbackTodoPeriod } from '@domain/feedback.js';
import type { TodoStatus } from '@domain/todo-status.js';
import type { Row } from '../../database/entity-row.js';
import { UUIDScalar } from '../../graphql/scalars.js';
import { TodoStatusEnum } from '../todo/todo.types.js';
import { Feedback, FeedbackRequest } from './feedback.entity.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

export const FeedbackTodoPeriodEnum = Object.fromEntries(FEEDBACK_TODO_PERIODS.map((period) => [period, period])) as {
  [P in FeedbackTodoPeriod]: P;
};
registerEnumType(FeedbackTodoPeriodEnum, {
  name: 'FeedbackTodoPeriod',
  description: 'How far back the to-do picker looks: 7 days, 14 days or one month.',
  valuesConfig: {
    WEEK: { description: 'The last 7 days, today included (viewer time zone).' },
    TWO_WEEKS: { description: 'The last 14 days, today included.' },
    MONTH: { description: 'One calendar month back, today included.' },
  },
});

@ObjectType({ description: 'A goal as a linked to-do names it.' })
export class LinkedGoal {
  @Field(() => UUIDScalar, { description: 'Identifies the goal, for goal(id) when the viewer may read it.' })
  id!: string;

  @Field({ description: 'The goal title, as the viewer may read it.' })
  title!: string;
}

@ObjectType({ description: 'A to-do a feedback or a request is about, with its status and planned time.' })
export class LinkedTodo {
  @Field(() => UUIDScalar, { description: 'The to-do.' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'Null when the to-do is private and not the viewer own.' })
  title!: string | null;

  @Field(() => TodoStatusEnum, { description: 'Its status now.' })
  status!: TodoStatus;

  @Field(() => Date, { nullable: true, description: 'When it was completed (UTC); null while it is not.' })
  completeDate!: Date | null;

  @Field(() => Int, { description: 'Minutes planned on the day planner, all days together.' })
  plannedMinutes!: number;

  @Field(() => LinkedGoal, {
    nullable: true,
    description: 'The goal it is linked to; null without one or when the viewer may not read it.',
  })
  goal!: LinkedGoal | null;
}

@ObjectType({ description: 'A core value a feedback names, as a strength (positive) or as something to work on.' })
export class FeedbackValue {
  @Field(() => UUIDScalar, { description: 'The core value.' })
  id!: string;

  @Field({ description: 'The core value name now.' })
  name!: string;

  @Field({ description: 'True for a strength, false for something to work on.' })
  isPositive!: boolean;

  @Field({ description: 'False when the value was deleted since (the feedback keeps it).' })
  active!: boolean;
}

@ObjectType({ description: 'The request a feedback answers, as the feedback card links it.' })
export class LinkedRequest {
  @Field(() => UUIDScalar, { description: 'Identifies the request, for feedbackRequest(id).' })
  id!: string;

  @Field({ description: 'What the request asked.' })
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
  @Field({ description: 'Edit it: the sender, while it is open (a declined one is sent again).' })
  edit!: boolean;

  @Field({ description: 'Cancel it: the sender, while it is open.' })
  cancel!: boolean;

  @Field({ description: 'Decline it: the receiver, while it is open and not declined.' })
  reject!: boolean;

  @Field({ description: 'Answer it with sendFeedback: the receiver, while it is open and not declined.' })
  respond!: boolean;
}

@ObjectType({ description: 'A page of a feedback list and the size of the whole list.' })
export class FeedbackPage {
  @Field(() => [Feedback], { description: 'This page of feedback, in the list order.' })
  items!: Row<Feedback>[];

  @Field(() => Int, { description: 'How many match in all.' })
  total!: number;
}

@ObjectType({ description: 'A page of a request list and the size of the whole list.' })
export class FeedbackRequestPage {
  @Field(() => [FeedbackRequest], { description: 'This page of requests, newest first.' })
  items!: Row<FeedbackRequest>[];

  @Field(() => Int, { description: 'How many match in all.' })
  total!: number;
}

@ObjectType({ description: 'The sizes of the viewer feedback tabs of a workspace.' })
export class FeedbackCounts {
  @Field(() => Int, { description: 'Feedback the viewer received (and did not delete).' })
  received!: number;

  @Field(() => Int, { description: 'Of those, the unread ones.' })
  unreadReceived!: number;

  @Field(() => Int, { description: 'Feedback the viewer sent (and did not delete).' })
  sent!: number;

  @Field(() => Int, { description: 'Open requests to the viewer (not rejected, not answered).' })
  receivedRequests!: number;

  @Field(() => Int, { description: 'The viewer open requests, rejected ones included.' })
  sentRequests!: number;
}

@ObjectType({ description: 'A feedback or a request of the viewer changed in the workspace: lists refetch.' })
export class FeedbackChange {
  @Field(() => UUIDScalar, { description: 'The workspace of the change, as given to feedbackChanged.' })
  workspaceId!: string;

  @Field({ description: 'FEEDBACK or REQUEST.' })
  kind!: string;

  @Field(() => UUIDScalar, { description: 'The feedback or request that changed.' })
  id!: string;

  @Field({ description: 'A request its sender cancelled.' })
  cancelled!: boolean;
}

@InputType({
  description: 'What a feedback says: text, core values on either side (never both), to-dos of the receiver.',
})
export class FeedbackFieldsInput {
  @MaxLength(TEXT_MAX_LENGTH)
  @Field({ description: 'Not blank after trimming.' })
  content!: string;

  @Field(() => [UUIDScalar], { defaultValue: [], description: 'Core values of the workspace named as strengths.' })
  positiveCoreValueIds!: string[];

  @Field(() => [UUIDScalar], {
    defaultValue: [],
    description: 'Core values of the workspace named as something to work on.',
  })
  negativeCoreValueIds!: string[];

  @Field(() => [UUIDScalar], { defaultValue: [], description: 'To-dos of the receiver the sender may read.' })
  todoIds!: string[];
}

@InputType({
  description: 'A new feedback to a colleague, or the answer to a request (requestId: then it goes to the requester).',
})
export class SendFeedbackInput extends FeedbackFieldsInput {
  @Field(() => UUIDScalar, { description: 'A workspace of both the sender and the receiver.' })
  workspaceId!: string;

  @Field(() => UUIDScalar, { nullable: true, description: 'Required unless answering a request.' })
  receiverId?: string | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'The open request this answers; CONFLICT FEEDBACK_REQUEST_CANCELLED when its sender cancelled it.',
  })
  requestId?: string | null;
}

@InputType({ description: 'What a request asks: text and some of the asker own to-dos.' })
export class FeedbackRequestFieldsInput {
  @MaxLength(TEXT_MAX_LENGTH)
  @Field({ description: 'Not blank after trimming.' })
  content!: string;

  @Field(() => [UUIDScalar], { defaultValue: [], description: 'To-dos of the asker the feedback should be about.' })
  todoIds!: string[];
}

@InputType({ description: 'A new request for feedback to a colleague.' })
export class RequestFeedbackInput extends FeedbackRequestFieldsInput {
  @Field(() => UUIDScalar, { description: 'A workspace of both people.' })
  workspaceId!: string;

  @Field(() => UUIDScalar, { nullable: true, description: 'The colleague asked (required).' })
  receiverId?: string | null;
}

@InputType({ description: 'Which to-dos the picker offers.' })
export class TodoChoiceInput {
  @Field(() => UUIDScalar, { description: 'The workspace of the feedback or request.' })
  workspaceId!: string;

  @Field(() => UUIDScalar, { description: 'Whose to-dos: the receiver of a feedback, oneself for a request.' })
  userId!: string;

  @Field(() => FeedbackTodoPeriodEnum, {
    defaultValue: 'WEEK',
    description: 'How far back to look (to-dos completed then, or open with a plan then); defaults to a week.',
  })
  period!: FeedbackTodoPeriod;
}
