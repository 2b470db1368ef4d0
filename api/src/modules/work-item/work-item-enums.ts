import { registerEnumType } from 'type-graphql';
import { GOAL_STATUSES, PRIORITIES, type GoalStatus, type Priority } from '@domain/goal-status.js';
import { INDICATOR_TYPES, type IndicatorType } from '@domain/goal-indicator.js';
import { enumOf } from '../../graphql/enum-of.js';

/** GraphQL enums over the domain's lists, shared by goals and projects. */

export const WorkStatusEnum = enumOf<GoalStatus>(GOAL_STATUSES);
registerEnumType(WorkStatusEnum, {
  name: 'WorkStatus',
  description: 'Status of a goal or project. Active: PLANNED, IN_PROGRESS, AT_RISK; finished: COMPLETED, CANCELED.',
});

export const PriorityEnum = enumOf<Priority>(PRIORITIES);
registerEnumType(PriorityEnum, { name: 'Priority', description: 'Priority of a goal or project, HIGHEST to LOWEST.' });

export const IndicatorTypeEnum = enumOf<IndicatorType>(INDICATOR_TYPES);
registerEnumType(IndicatorTypeEnum, { name: 'IndicatorType', description: 'Unit of a goal indicator.' });
