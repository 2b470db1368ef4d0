import type { Row } from '../../database/entity-row.js';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GOAL_VISIBILITIES, type GoalVisibility } from '@domain/goal-display.js';
import type { IndicatorType } from '@domain/goal-indicator.js';
import type { GoalStatus, Priority } from '@domain/goal-status.js';
import type { GoalCompletedFilter } from '@domain/display-settings.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { GoalCompletedFilterEnum, SortDirection } from '../user/user.entity.js';
import { Goal } from './goal.entity.js';
import { IndicatorTypeEnum, PriorityEnum, WorkStatusEnum } from '../work-item/work-item-enums.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

export const GoalVisibilityEnum = Object.fromEntries(GOAL_VISIBILITIES.map((v) => [v, v])) as {
  [K in GoalVisibility]: K;
};
registerEnumType(GoalVisibilityEnum, {
  name: 'GoalVisibility',
  description: 'All goals, only those the viewer has not hidden, or only hidden ones.',
  valuesConfig: {
    ALL: { description: 'Hidden and visible goals alike.' },
    VISIBLE: { description: 'Goals the viewer has not hidden (hideGoal).' },
    HIDDEN: { description: 'Only goals the viewer has hidden.' },
  },
});

@InputType({ description: 'A goal indicator: the target must be larger than the initial value.' })
export class GoalIndicatorInput {
  @Field(() => IndicatorTypeEnum, { description: 'What is measured; sets the unit shown.' })
  type!: IndicatorType;

  @Field(() => Float, { description: 'Where progress starts (0 %).' })
  initialValue!: number;

  @Field(() => Float, { nullable: true, description: 'Defaults to the initial value.' })
  currentValue?: number | null;

  @Field(() => Float, {
    description: 'Where progress ends (100 %); larger than initialValue (BAD_USER_INPUT otherwise).',
  })
  targetValue!: number;
}

@InputType({ description: 'A new goal: in a team, or under a parent goal (whose team and sharing it takes).' })
export class CreateGoalInput {
  @Field(() => UUIDScalar, { nullable: true, description: 'The owning team; required without a parent.' })
  teamId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Parent goal: the new goal is its subtask.' })
  parentId?: string | null;

  @Field({ description: 'Not blank after trimming.' })
  title!: string;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'The description, plain text.' })
  content?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'A project of the same workspace to put it in.' })
  projectId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Defaults to the creator.' })
  leaderId?: string | null;

  @Field(() => [UUIDScalar], { nullable: true, description: 'Workspace members who take part besides the leader.' })
  participantIds?: string[] | null;

  @Field(() => WorkStatusEnum, { nullable: true, description: 'Defaults to PLANNED.' })
  status?: GoalStatus | null;

  @Field(() => PriorityEnum, { nullable: true, description: 'Defaults to MEDIUM.' })
  priority?: Priority | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'First day of the goal (a calendar day).' })
  startDate?: string | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description:
      'Due day (a calendar day; BAD_USER_INPUT END_BEFORE_START before startDate); deadline reminders and D-day labels count to it.',
  })
  endDate?: string | null;

  @Field(() => GoalIndicatorInput, { nullable: true, description: 'A numeric indicator to track progress by.' })
  indicator?: GoalIndicatorInput | null;
}

@InputType({ description: 'Changes to a goal: absent fields stay, null clears the nullable ones.' })
export class UpdateGoalInput {
  @Field(() => String, { nullable: true, description: 'Not blank after trimming.' })
  title?: string | null;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'The description; null clears it.' })
  content?: string | null;

  @Field(() => UUIDScalar, {
    nullable: true,
    description: 'A project of the same workspace; null takes the goal out of its project.',
  })
  projectId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'The new leader: a member of the workspace.' })
  leaderId?: string | null;

  @Field(() => WorkStatusEnum, { nullable: true, description: 'The new status.' })
  status?: GoalStatus | null;

  @Field(() => PriorityEnum, { nullable: true, description: 'The new priority.' })
  priority?: Priority | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'First day; null clears it.' })
  startDate?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Due day; null clears it.' })
  endDate?: string | null;

  @Field(() => GoalIndicatorInput, { nullable: true, description: 'null removes the indicator.' })
  indicator?: GoalIndicatorInput | null;
}

@InputType({
  description:
    'Which goals a list shows. Without teamId: goals of every team of the viewer, and those they lead or take part in.',
})
export class GoalListFilter {
  @Field(() => UUIDScalar, { nullable: true, description: 'Goals shared with this team.' })
  teamId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Only goals of this project.' })
  projectId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Goals this person leads or takes part in.' })
  memberId?: string | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Only goals of this workspace.' })
  workspaceId?: string | null;

  @Field(() => GoalVisibilityEnum, {
    defaultValue: 'VISIBLE',
    description: 'Hidden goals in or out; defaults to VISIBLE.',
  })
  visibility: GoalVisibility = 'VISIBLE';

  @Field(() => GoalCompletedFilterEnum, {
    nullable: true,
    description: 'Finished goals by the period they finished in (viewer time zone); defaults to the viewer setting.',
  })
  completedPeriod?: GoalCompletedFilter | null;

  @Field(() => String, {
    nullable: true,
    description: 'due_date, start_date, priority, status, title or register_date; defaults to the viewer setting.',
  })
  ordering?: string | null;

  @Field(() => SortDirection, { nullable: true, description: 'ASC or DESC; defaults to the viewer setting.' })
  orderingDir?: SortDirection | null;
}

@ObjectType({ description: 'One page of a goal list.' })
export class GoalPage {
  @Field(() => [Goal], { description: 'This page of goals, in the list order.' })
  items!: Row<Goal>[];

  @Field(() => Int, { description: 'How many goals match in all.' })
  total!: number;
}

@InputType({ description: 'Switches sharing of a goal with a team on or off.' })
export class GoalSharingInput {
  @Field(() => UUIDScalar, { description: 'A goal the viewer may edit.' })
  goalId!: string;

  @Field(() => UUIDScalar, { description: 'A team of the goal workspace.' })
  teamId!: string;

  @Field({ description: 'True shares the goal with the team; false stops it.' })
  enable!: boolean;

  @Field({ defaultValue: false, description: 'Apply the same to every subtask, at any depth.' })
  includeChildGoals: boolean = false;
}

@ObjectType({ description: 'What switching the sharing of a goal with a team would change among its subtasks.' })
export class ChildrenSharingStatus {
  @Field(() => Int, { description: 'Subtasks at any depth.' })
  childCount!: number;

  @Field(() => [Goal], { description: 'Subtasks whose sharing with the team would change.' })
  changing!: Goal[];
}

@ObjectType({ description: 'Goals of the goal selector under one project, or under none ("others").' })
export class GoalSelectorGroup {
  @Field(() => UUIDScalar, { nullable: true, description: 'null for the "others" group.' })
  projectId!: string | null;

  @Field(() => String, { nullable: true, description: 'The project name; null for the "others" group.' })
  projectName!: string | null;

  @Field(() => [Goal], { description: 'Its goals, by title.' })
  goals!: Goal[];
}

@ObjectType({ description: 'A goal changed, was created or deleted; lists refetch, details reload.' })
export class GoalChange {
  @Field(() => UUIDScalar, { description: 'The goal that changed.' })
  goalId!: string;

  @Field(() => Goal, {
    nullable: true,
    description: 'The goal as the viewer may see it now; null when deleted or no longer visible.',
  })
  goal!: Goal | null;
}
