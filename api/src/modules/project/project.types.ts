import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { GoalStatus, Priority } from '@domain/goal-status.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { PriorityEnum, WorkStatusEnum } from '../work-item/work-item-enums.js';
import { Project } from './project.entity.js';
import { MaxLength, TEXT_MAX_LENGTH } from '../../graphql/input-limits.js';

@InputType({ description: 'A new project of a team.' })
export class CreateProjectInput {
  @Field(() => UUIDScalar, { description: 'The owning team; the viewer is a member of it.' })
  teamId!: string;

  @Field({ description: 'Not blank after trimming.' })
  name!: string;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'Plain text.' })
  description?: string | null;

  @Field(() => LocalDateScalar, {
    nullable: true,
    description: 'Due day (a calendar day); deadline reminders and D-day labels count to it.',
  })
  deadline?: string | null;

  @Field(() => PriorityEnum, { nullable: true, description: 'Defaults to MEDIUM.' })
  priority?: Priority | null;

  @Field(() => WorkStatusEnum, { nullable: true, description: 'Defaults to PLANNED.' })
  status?: GoalStatus | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Defaults to the creator.' })
  leaderId?: string | null;

  @Field(() => [UUIDScalar], { nullable: true, description: 'Workspace members who take part besides the leader.' })
  participantIds?: string[] | null;
}

@InputType({ description: 'Changes to a project: absent fields stay, null clears the nullable ones.' })
export class UpdateProjectInput {
  @Field(() => String, { nullable: true, description: 'Not blank after trimming.' })
  name?: string | null;

  @MaxLength(TEXT_MAX_LENGTH)
  @Field(() => String, { nullable: true, description: 'Plain text; null clears it.' })
  description?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Due day; null clears it.' })
  deadline?: string | null;

  @Field(() => PriorityEnum, { nullable: true, description: 'The new priority.' })
  priority?: Priority | null;

  @Field(() => WorkStatusEnum, { nullable: true, description: 'The new status.' })
  status?: GoalStatus | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'The new leader: a member of the workspace.' })
  leaderId?: string | null;

  @Field(() => [UUIDScalar], { nullable: true, description: 'The whole new set of participants.' })
  participantIds?: string[] | null;
}

@InputType({ description: 'Switches sharing of a project with a team on or off.' })
export class ProjectSharingInput {
  @Field(() => UUIDScalar, { description: 'A project the viewer may edit.' })
  projectId!: string;

  @Field(() => UUIDScalar, { description: 'A team of the project workspace.' })
  teamId!: string;

  @Field({
    description:
      'True shares the project with the team; false stops it (not for its own team: BAD_USER_INPUT OWNER_TEAM).',
  })
  enable!: boolean;

  @Field({ defaultValue: false, description: 'Apply the same to the goals of the project.' })
  includeChildGoals: boolean = false;
}

@ObjectType({ description: 'One page of a project list.' })
export class ProjectPage {
  @Field(() => [Project], { description: 'This page of projects, newest first.' })
  items!: Project[];

  @Field(() => Int, { description: 'How many projects match in all.' })
  total!: number;
}
