import { randomUUID } from 'node:crypto';
import { Entity, Filter, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import type { NoteDocJson } from '@domain/note-schema.js';
import type { ReportTypeCode } from '@domain/report-period.js';
import type { WorkTime } from '@domain/report-draft.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { User } from '../user/user.entity.js';
import { Workspace } from '../workspace/workspace.entity.js';
import { ReportTypeEnum } from './report-type.enum.js';

/** A kind of report (spec 2 section 3); the six of domain/report-period.ts are seeded by the migration. */
@ObjectType({ description: 'A kind of report: daily, weekly, monthly, quarterly, annual or custom.' })
@Entity({ tableName: 'report_type' })
export class ReportType {
  /** The code (column `code`), named id like every key so that rows refer to it as `{ id }`. */
  @Field(() => ReportTypeEnum, { name: 'code', description: 'The code reports use (Report.type).' })
  @PrimaryKey({ fieldName: 'code', length: 20 })
  id!: ReportTypeCode;

  @Field({ description: 'English name; the client shows a translated one.' })
  @Property({ length: 40 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'A longer explanation; null for the seeded types.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null = null;

  @Field({ description: 'Whether new reports may use it (createReport refuses an inactive type).' })
  @Property()
  isActive: boolean = true;
}

/**
 * A personal report of a period, written in the note editor and sent to colleagues of its
 * workspace (spec 2 sections 3 and 4). It stays a draft until first sent.
 */
@ObjectType({ description: 'A report of a period, written by one member and sent to colleagues of the workspace.' })
@Entity({ tableName: 'report' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
@Index({ name: 'report_author_index', properties: ['workspace', 'register', 'registerDate'] })
export class Report {
  [OptionalProps]?:
    | 'markdownContent'
    | 'ownerType'
    | 'isDraft'
    | 'sentAt'
    | 'workTime'
    | 'registerDate'
    | 'updateDate'
    | 'enable'
    | 'authorDeleted';

  @Field(() => UUIDScalar, { description: 'Identifies the report; the app opens it at /report/{id}.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Title: by default the type name and the date or range (MM.DD).' })
  @Property({ length: 200 })
  title!: string;

  /** ProseMirror JSON of domain/note-schema.ts (the note editor writes reports too). */
  @Property({ type: 'json' })
  content!: NoteDocJson;

  @Field({ description: 'The content as markdown (derived on every save).' })
  @Property({ type: 'text' })
  markdownContent: string = '';

  @ManyToOne(() => ReportType, { fieldName: 'report_type_code' })
  reportType!: ReportType;

  /** The author. */
  @ManyToOne(() => User, { fieldName: 'register_id' })
  register!: User;

  @ManyToOne(() => Workspace)
  workspace!: Workspace;

  /** Whose report it is; PERSONAL reports are their author's. */
  @ManyToOne(() => User)
  owner!: User;

  @Property({ length: 20 })
  ownerType: 'PERSONAL' = 'PERSONAL';

  @Field({ description: 'True until the report is first sent.' })
  @Property()
  isDraft: boolean = true;

  @Field(() => LocalDateScalar, { description: 'First day of the period it reports on (a calendar day).' })
  @Property({ type: 'date' })
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last day of the period, included.' })
  @Property({ type: 'date' })
  endDate!: string;

  /** Planned time of the period by category and goal, kept when the draft came from the author's work (its chart). */
  @Property({ type: 'json', nullable: true })
  workTime?: WorkTime | null = null;

  @Field(() => Date, { nullable: true, description: 'When it was first sent.' })
  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null = null;

  @Field({ description: 'When it was created (UTC).' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When it was last saved or sent (UTC).' })
  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();

  @Property()
  enable: boolean = true;

  @Field({
    description:
      "True once its author deleted a sent report: it left their sent list and stays on the receivers' lists.",
  })
  @Property({ default: false })
  authorDeleted: boolean = false;
}

/**
 * A colleague a report was sent to. `enable` false: the receiver deleted it from their own list
 * (the author and the others still have it); sending again brings it back, unread.
 */
@Entity({ tableName: 'report_receiver' })
@Unique({ name: 'report_receiver_report_user_unique', properties: ['report', 'user'] })
@Index({ name: 'report_receiver_inbox_index', properties: ['user', 'enable', 'sentAt'] })
export class ReportReceiver {
  [OptionalProps]?: 'isPrimary' | 'isRead' | 'readAt' | 'enable' | 'sentAt' | 'registerDate' | 'updateDate';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Report)
  report!: Report;

  @ManyToOne(() => User)
  user!: User;

  @Property()
  isPrimary: boolean = false;

  @Property()
  isRead: boolean = false;

  /** When the receiver last opened it (the author's read receipt); null while unread. */
  @Property({ type: 'datetime', nullable: true })
  readAt?: Date | null = null;

  @Property()
  enable: boolean = true;

  /** When it was last sent to this receiver (their received list is in this order). */
  @Property()
  sentAt: Date = new Date();

  /** When they were first added. */
  @Property()
  registerDate: Date = new Date();

  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();
}
