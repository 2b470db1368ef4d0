import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { ReportTypeCode } from '@domain/report-period.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { UserProfile } from '../user/user-profile.type.js';
import type { UserProfileRow } from '../user/user.read.js';
import { Report } from './report.entity.js';
import type { ReportRoot } from './report.read.js';
import { ReportTypeEnum } from './report-type.enum.js';

@InputType({
  description:
    'A new report, a draft until sent. Dates: DAILY takes startDate; WEEKLY and CUSTOM both ends; MONTHLY, QUARTERLY and ANNUAL the period around startDate.',
})
export class CreateReportInput {
  @Field(() => UUIDScalar, { description: 'A workspace the viewer is a member of.' })
  workspaceId!: string;

  @Field(() => ReportTypeEnum, { description: 'The kind of report.' })
  type!: ReportTypeCode;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description:
      'Required: the day (DAILY), the first day (WEEKLY, CUSTOM) or any day of the calendar period; never after today (viewer time zone).',
  })
  startDate?: string | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Last day, included, for WEEKLY (at most 7 days) and CUSTOM (at most 366); not after today.',
  })
  endDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'By default the type name and the date or range, in the author language.',
  })
  title?: string | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'ProseMirror JSON (domain/note-schema.ts); an empty document by default.',
  })
  content?: Record<string, unknown> | null;

  @Field({
    defaultValue: false,
    description:
      'Fill the document from the author own work of the period (planner time by category and goal, to-dos done and open, goal indicators, notes, comments received), in their language. Ignored when content is given.',
  })
  fromMyWork: boolean = false;

  @Field({
    defaultValue: false,
    description:
      'Create it even when the viewer has a report of the same type and period (else CONFLICT REPORT_EXISTS, with existingId and existingTitle in extensions).',
  })
  allowDuplicate: boolean = false;
}

@InputType({
  description: 'Changes to a report; absent fields stay. Saving a sent report sets it unread for every receiver.',
})
export class UpdateReportInput {
  @Field(() => String, { nullable: true, description: 'The new title.' })
  title?: string | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The new content as ProseMirror JSON (domain/note-schema.ts); the markdown is derived.',
  })
  content?: Record<string, unknown> | null;
}

@InputType({ description: 'A colleague to send a report to.' })
export class ReportReceiverInput {
  @Field(() => UUIDScalar, { description: 'An active member of the report workspace.' })
  userId!: string;

  @Field({ defaultValue: false, description: 'At most one receiver is primary.' })
  isPrimary: boolean = false;
}

@ObjectType({ description: 'A colleague a report was sent to, with the read receipt.' })
export class ReportReceipt {
  @Field(() => UserProfile, { description: 'The receiver.' })
  user!: UserProfileRow;

  @Field({ description: 'The primary receiver (at most one).' })
  isPrimary!: boolean;

  @Field({ description: 'Whether they opened it since it was last sent or edited.' })
  isRead!: boolean;

  @Field(() => Date, { nullable: true, description: 'When they opened it; null while unread.' })
  readAt!: Date | null;

  @Field({ description: 'When it was (last) sent to them.' })
  sentAt!: Date;

  @Field({ description: 'False once they deleted it from their own list.' })
  onTheirList!: boolean;
}

@ObjectType({
  description: 'Who got a report: new receivers, and those who had it already and now have it unread again.',
})
export class SendReportPayload {
  @Field(() => UUIDScalar, { description: 'The report sent.' })
  reportId!: string;

  @Field(() => Report, { description: 'The report with its receipts now.' })
  report!: ReportRoot;

  @Field(() => [UserProfile], { description: 'People who got it for the first time.' })
  newReceivers!: UserProfileRow[];

  @Field(() => [UserProfile], { description: 'People who had it and have it unread again.' })
  updatedReceivers!: UserProfileRow[];
}

@ObjectType({ description: 'One page of a report list, newest first.' })
export class ReportPage {
  @Field(() => [Report], { description: 'This page of reports, in the list order.' })
  items!: ReportRoot[];

  @Field(() => Int, { description: 'How many reports match in all.' })
  total!: number;
}

@ObjectType({ description: 'What the viewer may do with a report.' })
export class ReportViewerCan {
  @Field({ description: 'Edit it: the author.' })
  edit!: boolean;

  @Field({ description: 'Send it and manage receivers: the author.' })
  send!: boolean;

  @Field({ description: 'Delete it for everyone: the author.' })
  delete!: boolean;

  @Field({ description: 'Mark read and delete from their own list: receivers.' })
  receive!: boolean;
}

@ObjectType({
  description: 'A report of the viewer changed, in the workspace: lists, receipts and the unread dot refetch.',
})
export class ReportChange {
  @Field(() => UUIDScalar, { description: 'The report that changed.' })
  reportId!: string;

  @Field(() => UUIDScalar, { description: 'The workspace of the report, as given to reportsChanged.' })
  workspaceId!: string;
}

@ObjectType({ description: 'Planned time of a category in a report period, in quarter-hour slots.' })
export class ReportCategoryTime {
  @Field({ description: 'Work, Meeting, Communication, Study, Rest or Etc (the client translates).' })
  category!: string;

  @Field(() => Int, { description: 'Planned quarter-hours (15 minutes each).' })
  slots!: number;
}

@ObjectType({
  description:
    'Planned time of a goal in a report period, in quarter-hour slots; goalId null for to-dos without a goal.',
})
export class ReportGoalTime {
  @Field(() => UUIDScalar, { nullable: true, description: 'The goal; null for the to-dos without a goal.' })
  goalId!: string | null;

  @Field(() => String, { nullable: true, description: 'The goal title; null for the to-dos without a goal.' })
  title!: string | null;

  @Field(() => Int, { description: 'Planned quarter-hours (15 minutes each).' })
  slots!: number;
}

@ObjectType({
  description:
    'The planned time of the period by category and goal, kept when the report was drafted from the author work: its chart.',
})
export class ReportWorkTime {
  @Field(() => [ReportCategoryTime], { description: 'Time by category, largest first.' })
  timeByCategory!: ReportCategoryTime[];

  @Field(() => [ReportGoalTime], { description: 'Time by goal, largest first.' })
  timeByGoal!: ReportGoalTime[];
}
