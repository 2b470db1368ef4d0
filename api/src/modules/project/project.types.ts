import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { GoalStatus, Priority } from '@domain/goal-status.js';
import { LocalDateScalar, UUIDScalar } from '../../graphql/scalars.js';
import { PriorityEnum, WorkStatusEnum } from '../work-item/work-item-enums.js';
import { Project } from './project.entity.js';

@InputType({ description: 'A new project of a team.' })
export class CreateProjectInput {
  @Field(() => UUIDScalar)
  teamId!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => LocalDateScalar, { nullable: true })
  deadline?: string | null;

  @Field(() => PriorityEnum, { nullable: true, description: 'Defaults to MEDIUM.' })
  priority?: Priority | null;

  @Field(() => WorkStatusEnum, { nullable: true, description: 'Defaults to PLANNED.' })
  status?: GoalStatus | null;

  @Field(() => UUIDScalar, { nullable: true, description: 'Defaults to the creator.' })
  leaderId?: string | null;

  @Field(() => [UUIDScalar], { nullable: true })
  participantIds?: string[] | null;
}

@InputType({ description: 'Changes to a project: absent fields stay, null clears the nullable ones.' })
export class UpdateProjectInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => LocalDateScalar, { nullable: true })
  deadline?: string | null;

  @Field(() => PriorityEnum, { nullable: true })
  priority?: Priority | null;

  @Field(() => WorkStatusEnum, { nullable: true })
  status?: GoalStatus | null;

  @Field(() => UUIDScalar, { nullable: true })
  leaderId?: string | null;

  @Field(() => [UUIDScalar], { nullable: true, description: 'The whole new set of participants.' })
  participantIds?: string[] | null;
}

@InputType({ description: 'Switches sharing of a project with a team on or off.' })
export class ProjectSharingInput {
  @Field(() => UUIDScalar)
  projectId!: string;

  @Field(() => UUIDScalar)
  teamId!: string;

  @Field()
  enable!: boolean;

  @Field({ defaultValue: false, description: 'Apply the same to the goals of the project.' })
  includeChildGoals: boolean = false;
}

@ObjectType({ description: 'One page of a project list.' })
export class ProjectPage {
  @Field(() => [Project])
  items!: Project[];

  @Field(() => Int)
  total!: number;
}

