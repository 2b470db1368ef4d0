import { Field, InputType, Int } from 'type-graphql';
import type { GoalCompletedFilter } from '@domain/display-settings.js';
import { GoalCompletedFilterEnum, SortDirection } from './user.entity.js';
import type { GraphqlLocale } from '@domain/locale.js';
import { Locale } from './locale.enum.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

@InputType({ description: 'Profile fields to change; omitted fields stay as they are, null clears an optional one.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'Display name; not empty.' })
  name?: string | null;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, {
    nullable: true,
    description: 'A URL returned by POST /uploads/profile-image, or null to remove the picture.',
  })
  profileImageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'One of the 16 MBTI types, or null.' })
  mbti?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Phone number: digits, spaces, +, -, ( and ), at most 30 characters.',
  })
  phone?: string | null;

  @Field(() => Locale, { nullable: true, description: 'Interface language.' })
  language?: GraphqlLocale | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone.' })
  timezone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Planning reminder time HH:mm, or null to switch the reminder off.',
  })
  planningReminderTime?: string | null;

  @Field(() => [Int], { nullable: true, description: 'Planning reminder weekdays, 0 Sunday to 6 Saturday.' })
  planningReminderDays?: number[] | null;
}

@InputType({ description: 'Changes to the goal list display settings; absent fields stay.' })
export class GoalDisplaySettingInput {
  @Field(() => GoalCompletedFilterEnum, { nullable: true, description: 'Which finished goals the list shows.' })
  completedFilter?: GoalCompletedFilter | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Among title, due_date, start_date, status, priority, leader, participants, project, team, indicator, register_date.',
  })
  displayProperties?: string[] | null;

  @Field(() => String, { nullable: true, description: 'none, status, priority, project, leader or team.' })
  grouping?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'due_date, start_date, priority, status, title or register_date.',
  })
  ordering?: string | null;

  @Field(() => SortDirection, { nullable: true, description: 'The sort direction of ordering.' })
  orderingDir?: SortDirection | null;

  @Field(() => String, { nullable: true, description: 'list or board.' })
  viewType?: string | null;
}

@InputType({ description: 'Changes to how the planner to-do lists show goals; absent fields stay.' })
export class TodoDisplaySettingInput {
  @Field(() => Boolean, { nullable: true, description: 'Group the to-dos of the lists under their goals.' })
  showGoals?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'While grouped, also list the viewer active goals with no open to-do yet (as empty groups of the inbox).',
  })
  showEmptyGoals?: boolean | null;
}
