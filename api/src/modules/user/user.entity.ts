import { randomUUID } from 'node:crypto';
import { Embeddable, Embedded, Entity, Filter, Index, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UUIDScalar } from '../../graphql/scalars.js';
import {
  DEFAULT_GOAL_DISPLAY_SETTING,
  DEFAULT_TODO_DISPLAY_SETTING,
  GOAL_COMPLETED_FILTERS,
  type GoalCompletedFilter,
} from '@domain/display-settings.js';
import { DEFAULT_LOCALE, DEFAULT_TIMEZONE, type SupportedLocale } from '@domain/locale.js';
import { foldedTrigramIndex } from '../../database/folded-search.js';

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Ascending or descending order.',
  valuesConfig: {
    ASC: { description: 'Smallest, earliest or A first.' },
    DESC: { description: 'Largest, latest or Z first.' },
  },
});

export const GoalCompletedFilterEnum = Object.fromEntries(GOAL_COMPLETED_FILTERS.map((v) => [v, v])) as {
  [K in GoalCompletedFilter]: K;
};
registerEnumType(GoalCompletedFilterEnum, {
  name: 'GoalCompletedFilter',
  description: 'Which completed goals the goal list shows, by completion date.',
  valuesConfig: {
    ALL: { description: 'Every finished goal.' },
    TODAY: { description: 'Finished today (viewer time zone; the default).' },
    YESTERDAY: { description: 'Finished yesterday.' },
    WEEK: {
      description: 'Finished this week: since the most recent Sunday 00:00 (today on a Sunday), viewer time zone.',
    },
    TWO_WEEK: {
      description: 'Finished this week or last: since the Sunday before the most recent one, viewer time zone.',
    },
    MONTH: { description: 'Finished this month: since the 1st, viewer time zone.' },
    HIDE_ALL: { description: 'No finished goal.' },
  },
});

@ObjectType({ description: 'How the to-do lists show goals.' })
@Embeddable()
export class TodoDisplaySetting {
  @Field({ description: 'Group to-dos under their goals.' })
  @Property()
  showGoals: boolean = DEFAULT_TODO_DISPLAY_SETTING.showGoals;

  @Field({ description: 'Show goals that have no to-do in the list.' })
  @Property()
  showEmptyGoals: boolean = DEFAULT_TODO_DISPLAY_SETTING.showEmptyGoals;
}

@ObjectType({ description: 'How the goal list is filtered, shown, grouped and ordered.' })
@Embeddable()
export class GoalDisplaySetting {
  @Field(() => GoalCompletedFilterEnum, { description: 'Completed goals shown, by completion period.' })
  @Property({ type: 'string' })
  completedFilter: GoalCompletedFilter = DEFAULT_GOAL_DISPLAY_SETTING.completedFilter;

  @Field(() => [String], { description: 'Columns shown for each goal, e.g. title and due_date.' })
  @Property({ type: 'json' })
  displayProperties: string[] = [...DEFAULT_GOAL_DISPLAY_SETTING.displayProperties];

  @Field({ description: 'Grouping key, or none.' })
  @Property()
  grouping: string = DEFAULT_GOAL_DISPLAY_SETTING.grouping;

  @Field({ description: 'Ordering key, e.g. due_date.' })
  @Property()
  ordering: string = DEFAULT_GOAL_DISPLAY_SETTING.ordering;

  @Field(() => SortDirection, { description: 'Ordering direction.' })
  @Property({ type: 'string' })
  orderingDir: SortDirection = SortDirection.ASC;

  @Field({ description: 'list or board.' })
  @Property()
  viewType: string = DEFAULT_GOAL_DISPLAY_SETTING.viewType;
}

@ObjectType({ description: 'A person with a Quarter account.' })
@Entity({ tableName: 'user' })
@Filter({ name: 'enabled', cond: { enable: true }, default: true })
// The quick switcher finds it by any part (issue 13): a trigram index over the folded text (no accents, lower case) serves LIKE '%…%'.
@Index(foldedTrigramIndex('user_name_fold_trgm_index', 'user', 'name'))
export class User {
  [OptionalProps]?:
    | 'language'
    | 'timezone'
    | 'planningReminderDays'
    | 'todoDisplaySetting'
    | 'goalDisplaySetting'
    | 'marketingAgreed'
    | 'isDemo'
    | 'enable'
    | 'registerDate'
    | 'updateDate';

  @Field(() => UUIDScalar, { description: 'Identifies the person: every userId argument, and @[userId] in mentions.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Display name.' })
  @Property({ length: 50 })
  name!: string;

  @Field({ description: 'E-mail address, stored lower-case; unique among enabled accounts.' })
  @Property({ length: 254 })
  @Index({
    name: 'user_email_enabled_unique',
    expression: 'create unique index "user_email_enabled_unique" on "user" ("email") where "enable"',
  })
  email!: string;

  @Property({ hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ nullable: true })
  emailVerifiedAt?: Date;

  @Field(() => String, { nullable: true, description: 'URL of the profile picture, if any.' })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null;

  /** ko-KR, en-US or vi-VN. */
  @Property({ length: 10 })
  language: SupportedLocale = DEFAULT_LOCALE;

  @Field({ description: 'IANA time zone the user lives in; "today" is computed in it.' })
  @Property({ length: 64 })
  timezone: string = DEFAULT_TIMEZONE;

  @Field(() => String, { nullable: true, description: 'Myers-Briggs type, e.g. INFJ.' })
  @Property({ length: 4, nullable: true })
  mbti?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number as typed by the user.' })
  @Property({ length: 30, nullable: true })
  phone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Weekly planning reminder time, HH:mm in the user time zone; null when off.',
  })
  @Property({ length: 5, nullable: true })
  planningReminderTime?: string | null;

  @Field(() => [Int], { description: 'Weekdays of the planning reminder: 0 Sunday to 6 Saturday.' })
  @Property({ type: 'json' })
  planningReminderDays: number[] = [];

  @Field(() => TodoDisplaySetting, { description: 'To-do list display settings.' })
  @Embedded(() => TodoDisplaySetting, { object: true })
  todoDisplaySetting: TodoDisplaySetting = new TodoDisplaySetting();

  @Field(() => GoalDisplaySetting, { description: 'Goal list display settings.' })
  @Embedded(() => GoalDisplaySetting, { object: true })
  goalDisplaySetting: GoalDisplaySetting = new GoalDisplaySetting();

  @Property()
  termsAgreedAt!: Date;

  @Property()
  privacyAgreedAt!: Date;

  @Field({ description: 'Whether the user accepted marketing messages at sign-up.' })
  @Property()
  marketingAgreed: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  marketingAgreedAt?: Date | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description:
      'The workspace the user last worked in, on any device (rememberWorkspace); it may since have been left or deleted.',
  })
  @Property({ type: 'uuid', nullable: true })
  lastWorkspaceId?: string | null;

  /** Created by the demo seed; removable from settings. */
  @Property()
  isDemo: boolean = false;

  @Property()
  enable: boolean = true;

  @Field({ description: 'When the account was created.' })
  @Property()
  registerDate: Date = new Date();

  @Field({ description: 'When the account was last changed.' })
  @Property({ onUpdate: () => new Date() })
  updateDate: Date = new Date();
}
/**
 * The options of a reference to the user who created or last changed a row: a row must not vanish
 * when that account is deleted (by default the ORM joins User's `enabled` filter through every
 * reference). Declare such references after the entity's other relations: the ORM carries this
 * setting on to the relations listed after it.
 */
export const AUDIT_REFERENCE = { enabled: false };
