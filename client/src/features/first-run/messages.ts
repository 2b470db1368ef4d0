import type { MessageDescriptor } from 'react-intl';
import { defineMessageMap } from '../../i18n/defineMessageMap';
import type { FirstRunStep } from './firstRunStep';

export const stepLabels: Record<FirstRunStep, MessageDescriptor> = defineMessageMap({
  workspace: { id: 'firstRun.step.workspace', defaultMessage: 'Workspace' },
  team: { id: 'firstRun.step.team', defaultMessage: 'Team' },
  goal: { id: 'firstRun.step.goal', defaultMessage: 'Goal' },
  todo: { id: 'firstRun.step.todo', defaultMessage: 'First to-do' },
});

export const firstRunMessages = defineMessageMap({
  heading: { id: 'firstRun.heading', defaultMessage: 'Welcome to Quarter, {name}' },
  intro: { id: 'firstRun.intro', defaultMessage: 'Four short steps, and your first to-do is on today’s planner.' },
  later: { id: 'firstRun.later', defaultMessage: 'Later: open the planner' },
  skip: { id: 'firstRun.skip', defaultMessage: 'Skip' },
  next: { id: 'firstRun.next', defaultMessage: 'Create and continue' },
  continue: { id: 'firstRun.continue', defaultMessage: 'Continue' },
  invitationsTitle: { id: 'firstRun.invitations.title', defaultMessage: 'Invitations waiting for you' },
  invitation: { id: 'firstRun.invitation', defaultMessage: '{inviter} invited you to {workspace}' },
  join: { id: 'firstRun.invitation.join', defaultMessage: 'Join' },
  joinLabel: { id: 'firstRun.invitation.joinLabel', defaultMessage: 'Join {workspace}' },
  orCreate: { id: 'firstRun.workspace.orCreate', defaultMessage: 'or create your own' },
  workspaceTitle: { id: 'firstRun.workspace.title', defaultMessage: 'Create a workspace or join one' },
  teamTitle: { id: 'firstRun.team.title', defaultMessage: 'Make a team' },
  teamBody: { id: 'firstRun.team.body', defaultMessage: 'Goals belong to a team. You can add colleagues to it later.' },
  teamNotAdmin: {
    id: 'firstRun.team.notAdmin',
    defaultMessage:
      'Teams are made by the workspace’s admins. Ask one to add you to a team; you can plan your own to-dos meanwhile.',
  },
  goalTitle: { id: 'firstRun.goal.title', defaultMessage: 'Set a first goal' },
  goalBody: {
    id: 'firstRun.goal.body',
    defaultMessage: 'Something your team wants to reach this quarter. To-dos lead to it.',
  },
  goalPlaceholder: { id: 'firstRun.goal.placeholder', defaultMessage: 'e.g. Launch the new website' },
  todoTitle: { id: 'firstRun.todo.title', defaultMessage: 'Plan a first to-do for today' },
  todoBody: { id: 'firstRun.todo.body', defaultMessage: 'It goes onto today’s planner at the time you choose.' },
  todoField: { id: 'firstRun.todo.field', defaultMessage: 'To-do' },
  todoPlaceholder: { id: 'firstRun.todo.placeholder', defaultMessage: 'e.g. Write the launch checklist' },
  todoStart: { id: 'firstRun.todo.start', defaultMessage: 'Starts at' },
  todoLength: { id: 'firstRun.todo.length', defaultMessage: 'How long' },
  todoForGoal: { id: 'firstRun.todo.forGoal', defaultMessage: 'It counts towards the goal you just set.' },
  todoSubmit: { id: 'firstRun.todo.submit', defaultMessage: 'Plan it and open the planner' },
  todoSkip: { id: 'firstRun.todo.skip', defaultMessage: 'Skip and open the planner' },
  todoFailed: { id: 'firstRun.todo.failed', defaultMessage: 'The to-do could not be planned. {detail}' },
  titleRequired: { id: 'firstRun.titleRequired', defaultMessage: 'Please enter a title.' },
  nameRequired: { id: 'firstRun.nameRequired', defaultMessage: 'Please enter a name.' },
  minutes: { id: 'firstRun.todo.minutes', defaultMessage: '{count} min' },
  hours: { id: 'firstRun.todo.hours', defaultMessage: '{count, plural, one {# hour} other {# hours}}' },
});
