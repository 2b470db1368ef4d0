import type { GoalCompletedFilter } from '@domain/display-settings';
import type {
  GoalDisplayProperty,
  GoalGrouping,
  GoalOrdering,
  GoalViewType,
  GoalVisibility,
} from '@domain/goal-display';
import type { IndicatorType } from '@domain/goal-indicator';
import type { MessageDescriptor } from 'react-intl';
import { defineMessageMap } from '../../i18n/defineMessageMap';

/** Toasts and labels shared by the goal list and the goal detail. */
export const goalMessages = defineMessageMap({
  plannedHours: { id: 'todo.goal.plannedHours', defaultMessage: '{hours} h planned' },
  todosDone: { id: 'goal.work.todosDone', defaultMessage: '{done} of {total} to-dos done' },
  includesSubgoals: { id: 'goal.work.includesSubgoals', defaultMessage: 'Including subtasks' },
  created: { id: 'goal.created', defaultMessage: 'The goal “{title}” has been created.' },
  createFailed: { id: 'goal.createFailed', defaultMessage: 'The goal could not be created. {detail}' },
  updateFailed: { id: 'goal.updateFailed', defaultMessage: 'The change could not be saved. {detail}' },
  indicatorSaved: { id: 'goal.indicator.saved', defaultMessage: 'The indicator has been updated.' },
  indicatorFailed: { id: 'goal.indicator.failed', defaultMessage: 'The indicator could not be changed. {detail}' },
  hidden: { id: 'goal.hidden', defaultMessage: 'The goal “{title}” is hidden from your lists.' },
  hideFailed: { id: 'goal.hideFailed', defaultMessage: 'The goal could not be hidden. {detail}' },
  revealed: { id: 'goal.revealed', defaultMessage: 'The goal “{title}” is shown again.' },
  revealFailed: { id: 'goal.revealFailed', defaultMessage: 'The goal could not be shown again. {detail}' },
  deleted: { id: 'goal.deleted', defaultMessage: 'The goal “{title}” has been deleted.' },
  deleteFailed: { id: 'goal.deleteFailed', defaultMessage: 'The goal could not be deleted. {detail}' },
  shareFailed: { id: 'goal.shareFailed', defaultMessage: 'The sharing could not be changed. {detail}' },
  shared: { id: 'goal.shared', defaultMessage: 'The goal is now shared with {team}.' },
  unshared: { id: 'goal.unshared', defaultMessage: 'The goal is no longer shared with {team}.' },
  participantFailed: {
    id: 'goal.participantFailed',
    defaultMessage: 'The participants could not be changed. {detail}',
  },
  settingFailed: { id: 'goal.settingFailed', defaultMessage: 'The display settings could not be saved. {detail}' },
  newGoal: { id: 'goal.new', defaultMessage: 'New goal' },
  addSubtask: { id: 'goal.subtasks.add', defaultMessage: 'Add subtask' },
  hide: { id: 'goal.hide', defaultMessage: 'Hide' },
  reveal: { id: 'goal.reveal', defaultMessage: 'Show again' },
  delete: { id: 'goal.delete', defaultMessage: 'Delete' },
  actions: { id: 'goal.actions', defaultMessage: 'Actions for “{title}”' },
  deleteTitle: { id: 'goal.delete.title', defaultMessage: 'Delete the goal “{title}”?' },
  deleteBody: {
    id: 'goal.delete.body',
    defaultMessage: 'Its subtasks move up one level, and to-dos linked to it lose that link. This cannot be undone.',
  },
  title: { id: 'goal.field.title', defaultMessage: 'Title' },
  team: { id: 'goal.field.team', defaultMessage: 'Team' },
  status: { id: 'goal.field.status', defaultMessage: 'Status' },
  priority: { id: 'goal.field.priority', defaultMessage: 'Priority' },
  startDate: { id: 'goal.field.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'goal.field.endDate', defaultMessage: 'Due date' },
  leader: { id: 'goal.field.leader', defaultMessage: 'Leader' },
  participants: { id: 'goal.field.participants', defaultMessage: 'Participants' },
  project: { id: 'goal.field.project', defaultMessage: 'Project' },
  indicator: { id: 'goal.field.indicator', defaultMessage: 'Indicator' },
  noLeader: { id: 'goal.leader.none', defaultMessage: 'No leader' },
  noProject: { id: 'goal.project.none', defaultMessage: 'No project' },
  openProject: { id: 'goal.project.open', defaultMessage: 'Open the project' },
  description: { id: 'goal.field.description', defaultMessage: 'Description' },
  descriptionPlaceholder: {
    id: 'goal.description.placeholder',
    defaultMessage: 'What this goal is about, in a few lines',
  },
  parent: { id: 'goal.field.parent', defaultMessage: 'Parent goal' },
  noParent: { id: 'goal.parent.none', defaultMessage: 'Top level (no parent goal)' },
});

export const visibilityLabels: Record<GoalVisibility, MessageDescriptor> = defineMessageMap({
  ALL: { id: 'goal.visibility.all', defaultMessage: 'All' },
  VISIBLE: { id: 'goal.visibility.visible', defaultMessage: 'Shown' },
  HIDDEN: { id: 'goal.visibility.hidden', defaultMessage: 'Hidden' },
});

export const completedFilterLabels: Record<GoalCompletedFilter, MessageDescriptor> = defineMessageMap({
  ALL: { id: 'goal.completed.all', defaultMessage: 'All completed' },
  TODAY: { id: 'goal.completed.today', defaultMessage: 'Completed today' },
  YESTERDAY: { id: 'goal.completed.yesterday', defaultMessage: 'Completed yesterday' },
  WEEK: { id: 'goal.completed.week', defaultMessage: 'Completed this week' },
  TWO_WEEK: { id: 'goal.completed.twoWeek', defaultMessage: 'Completed this week and last' },
  MONTH: { id: 'goal.completed.month', defaultMessage: 'Completed this month' },
  HIDE_ALL: { id: 'goal.completed.hideAll', defaultMessage: 'Hide completed' },
});

export const propertyLabels: Record<GoalDisplayProperty, MessageDescriptor> = defineMessageMap({
  title: { id: 'goal.field.title', defaultMessage: 'Title' },
  due_date: { id: 'goal.field.endDate', defaultMessage: 'Due date' },
  start_date: { id: 'goal.property.dateRange', defaultMessage: 'Period' },
  status: { id: 'goal.field.status', defaultMessage: 'Status' },
  priority: { id: 'goal.field.priority', defaultMessage: 'Priority' },
  leader: { id: 'goal.field.leader', defaultMessage: 'Leader' },
  participants: { id: 'goal.field.participants', defaultMessage: 'Participants' },
  project: { id: 'goal.field.project', defaultMessage: 'Project' },
  team: { id: 'goal.field.team', defaultMessage: 'Team' },
  indicator: { id: 'goal.field.indicator', defaultMessage: 'Indicator' },
  work: { id: 'goal.property.work', defaultMessage: 'To-dos done' },
  register_date: { id: 'goal.property.registerDate', defaultMessage: 'Created' },
});

export const groupingLabels: Record<GoalGrouping, MessageDescriptor> = defineMessageMap({
  none: { id: 'goal.grouping.none', defaultMessage: 'No grouping' },
  status: { id: 'goal.field.status', defaultMessage: 'Status' },
  priority: { id: 'goal.field.priority', defaultMessage: 'Priority' },
  project: { id: 'goal.field.project', defaultMessage: 'Project' },
  leader: { id: 'goal.field.leader', defaultMessage: 'Leader' },
  team: { id: 'goal.field.team', defaultMessage: 'Team' },
});

export const orderingLabels: Record<GoalOrdering, MessageDescriptor> = defineMessageMap({
  due_date: { id: 'goal.field.endDate', defaultMessage: 'Due date' },
  start_date: { id: 'goal.field.startDate', defaultMessage: 'Start date' },
  priority: { id: 'goal.field.priority', defaultMessage: 'Priority' },
  status: { id: 'goal.field.status', defaultMessage: 'Status' },
  title: { id: 'goal.field.title', defaultMessage: 'Title' },
  register_date: { id: 'goal.property.registerDate', defaultMessage: 'Created' },
});

export const viewTypeLabels: Record<GoalViewType, MessageDescriptor> = defineMessageMap({
  list: { id: 'goal.view.list', defaultMessage: 'List' },
  board: { id: 'goal.view.board', defaultMessage: 'Board' },
});

export const indicatorTypeLabels: Record<IndicatorType, MessageDescriptor> = defineMessageMap({
  dollar: { id: 'goal.indicator.type.dollar', defaultMessage: 'Dollars ($)' },
  won: { id: 'goal.indicator.type.won', defaultMessage: 'Won (₩)' },
  percent: { id: 'goal.indicator.type.percent', defaultMessage: 'Percent (%)' },
  number: { id: 'goal.indicator.type.number', defaultMessage: 'Number' },
});
