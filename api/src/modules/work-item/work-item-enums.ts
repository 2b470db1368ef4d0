import { registerEnumType } from 'type-graphql';
import { GOAL_STATUSES, PRIORITIES, type GoalStatus, type Priority } from '@domain/goal-status.js';
import { INDICATOR_TYPES, type IndicatorType } from '@domain/goal-indicator.js';
import { enumOf } from '../../graphql/enum-of.js';

/** GraphQL enums over the domain's lists, shared by goals and projects. */

export const WorkStatusEnum = enumOf<GoalStatus>(GOAL_STATUSES);
registerEnumType(WorkStatusEnum, {
  name: 'WorkStatus',
  description: 'Status of a goal or project. Active: PLANNED, IN_PROGRESS, AT_RISK; finished: COMPLETED, CANCELED.',
  valuesConfig: {
    BACKLOG: { description: 'Kept for later: neither active nor finished.' },
    PLANNED: { description: 'Active: agreed, not started.' },
    IN_PROGRESS: { description: 'Active: being worked on.' },
    AT_RISK: { description: 'Active: behind or blocked.' },
    PAUSED: { description: 'On hold: neither active nor finished.' },
    COMPLETED: { description: 'Finished and done: sets the complete date.' },
    CANCELED: { description: 'Finished without being done: sets the complete date.' },
  },
});

export const PriorityEnum = enumOf<Priority>(PRIORITIES);
registerEnumType(PriorityEnum, {
  name: 'Priority',
  description: 'Priority of a goal or project, HIGHEST to LOWEST.',
  valuesConfig: {
    HIGHEST: { description: 'First of all.' },
    HIGH: { description: 'Above the usual.' },
    MEDIUM: { description: 'The usual (the default).' },
    LOW: { description: 'Below the usual.' },
    LOWEST: { description: 'Last of all.' },
  },
});

export const IndicatorTypeEnum = enumOf<IndicatorType>(INDICATOR_TYPES);
registerEnumType(IndicatorTypeEnum, {
  name: 'IndicatorType',
  description: 'Unit of a goal indicator.',
  valuesConfig: {
    number: { description: 'A plain count.' },
    percent: { description: 'A percentage (the values are the percent, 0 to 100 or beyond).' },
    dollar: { description: 'An amount in US dollars.' },
    won: { description: 'An amount in Korean won.' },
  },
});
