import {
  anyReport,
  chart,
  daily,
  LAST_MONTH,
  LAST_WEEK,
  notes,
  THIS_MONTH,
  THIS_WEEK,
  todo,
  todos,
  weekly,
  type Phrasing,
} from './expect.js';

/*
 * The first 15 were written beside the reader (tuned on it); the rest were written held-out on 2026-11-24,
 * their expectations set before the reader ran on them.
 */
export const ENGLISH: Phrasing[] = [
  {
    text: 'Add "Call the bank" tomorrow at 3pm',
    expect: { feature: 'create-todo', title: 'Call the bank', date: '2026-11-25', startTime: '15:00' },
  },
  {
    text: 'Schedule a design review today from 10 to 11:30',
    expect: {
      feature: 'create-todo',
      title: 'design review',
      date: '2026-11-24',
      startTime: '10:00',
      endTime: '11:30',
    },
  },
  {
    text: 'Create a task called Prepare slides for Friday',
    expect: { feature: 'create-todo', title: 'Prepare slides', date: '2026-11-27' },
  },
  {
    text: 'Remind me to water the plants next Monday at 9am',
    expect: { feature: 'create-todo', title: 'water the plants', date: '2026-11-30', startTime: '09:00' },
  },
  {
    text: 'add gym session on December 3',
    expect: { feature: 'create-todo', title: 'gym session', date: '2026-12-03' },
  },
  { text: 'Please add a new to-do', expect: { feature: 'create-todo', title: null } },
  { text: 'What are my to-dos today?', expect: { feature: 'get-todo', date: '2026-11-24', person: null } },
  { text: 'Show my schedule for tomorrow', expect: { feature: 'get-todo', date: '2026-11-25' } },
  { text: 'What is Emily doing on Friday?', expect: { feature: 'get-todo', person: 'Emily', date: '2026-11-27' } },
  { text: "Show Minh Anh's tasks for today", expect: { feature: 'get-todo', person: 'Minh Anh', date: '2026-11-24' } },
  { text: 'Find notes about onboarding', expect: { feature: 'search-note', phrase: 'onboarding' } },
  { text: 'search my notes for release plan', expect: { feature: 'search-note', phrase: 'release plan' } },
  {
    text: 'Write my daily report for today',
    expect: { feature: 'create-report', reportType: 'DAILY', date: '2026-11-24' },
  },
  {
    text: "Create last week's weekly report",
    expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-15', end: '2026-11-21' } },
  },
  {
    text: 'weekly report for this week please',
    expect: { feature: 'create-report', reportType: 'WEEKLY', range: { start: '2026-11-22', end: '2026-11-24' } },
  },

  // Held-out: create a to-do.
  { text: 'Add dentist appointment on Thursday at 2pm', expect: todo('dentist appointment', '2026-11-26', '14:00') },
  { text: 'Can you add "Review Q4 budget" for tomorrow?', expect: todo('Review Q4 budget', '2026-11-25') },
  { text: 'create a todo: book flights to Hanoi', expect: todo('book flights to Hanoi') },
  { text: 'Schedule team sync tomorrow 10am to 11am', expect: todo('team sync', '2026-11-25', '10:00', '11:00') },
  { text: 'Add lunch with Sarah at 12:30 on Friday', expect: todo('lunch with Sarah', '2026-11-27', '12:30') },
  { text: 'Put "Send invoice" on my list for Dec 1', expect: todo('Send invoice', '2026-12-01') },
  { text: 'add a task to call mom tonight at 8', expect: todo('call mom', '2026-11-24', '20:00') },
  { text: 'Remind me to submit the expense report on Monday', expect: todo('submit the expense report', '2026-11-30') },
  { text: 'New task: update the onboarding doc', expect: todo('update the onboarding doc') },
  { text: 'Add pick up groceries', expect: todo('pick up groceries') },
  {
    text: 'schedule a call with the vendor next Wednesday from 3 to 4',
    expect: todo('call with the vendor', '2026-12-02', '15:00', '16:00'),
  },
  { text: 'Add a to-do', expect: todo(null) },
  { text: 'I need to add a task for tomorrow', expect: todo(null, '2026-11-25') },
  { text: 'Create a task "Prepare demo" at 4', expect: todo('Prepare demo', null, '16:00') },
  { text: 'add yoga class tmrw 7pm', expect: todo('yoga class', '2026-11-25', '19:00') },
  { text: 'Could you schedule a 1:1 with Jake on Friday at 11?', expect: todo('1:1 with Jake', '2026-11-27', '11:00') },
  { text: 'Block 9 to 10:30 tomorrow for deep work', expect: todo('deep work', '2026-11-25', '09:00', '10:30') },
  { text: 'Put gym on my calendar for Saturday morning', expect: todo('gym', '2026-11-28') },
  { text: 'Add "Renew passport" on 12/10', expect: todo('Renew passport', '2026-12-10') },

  // Held-out: a day's to-dos, one's own or a colleague's.
  { text: "What's on my plate today?", expect: todos('2026-11-24') },
  { text: 'Show me my tasks for Thursday', expect: todos('2026-11-26') },
  { text: "What's on Sarah's plate tomorrow?", expect: todos('2026-11-25', 'Sarah') },
  { text: "Show me John Smith's to-dos for Friday", expect: todos('2026-11-27', 'John Smith') },
  { text: 'What does David have today?', expect: todos('2026-11-24', 'David') },
  { text: 'Is Priya busy on Thursday?', expect: todos('2026-11-26', 'Priya') },
  { text: 'list my todos', expect: todos(null) },
  { text: 'What did I do yesterday?', expect: todos('2026-11-23') },
  { text: "Get Tom's tasks for next Monday", expect: todos('2026-11-30', 'Tom') },
  { text: 'What do I have on December 2?', expect: todos('2026-12-02') },
  { text: 'Anything on my schedule tomorrow?', expect: todos('2026-11-25') },
  { text: 'What is Emily Chen working on today?', expect: todos('2026-11-24', 'Emily Chen') },
  { text: 'show tasks for Alex on Wednesday', expect: todos('2026-11-25', 'Alex') },
  { text: 'What am I doing the day after tomorrow?', expect: todos('2026-11-26') },
  { text: 'What was on my list last Friday?', expect: todos('2026-11-20') },
  { text: "Can you check Maria's schedule for 12/1?", expect: todos('2026-12-01', 'Maria') },
  { text: 'my agenda for today', expect: todos('2026-11-24') },
  { text: "What's Kevin doing?", expect: todos(null, 'Kevin') },

  // Held-out: search notes.
  { text: 'Look for notes on the pricing model', expect: notes('pricing model') },
  { text: 'Do I have any notes about the offsite?', expect: notes('offsite') },
  { text: 'search for "Q3 roadmap"', expect: notes('Q3 roadmap') },
  { text: 'Search notes', expect: notes(null) },
  { text: 'Find the doc about hiring plan', expect: notes('hiring plan') },
  { text: 'Where are my notes on customer interviews?', expect: notes('customer interviews') },
  { text: 'Look up onboarding checklist', expect: notes('onboarding checklist') },
  { text: 'Any notes mentioning Acme?', expect: notes('Acme') },
  { text: 'Find notes', expect: notes(null) },

  // Held-out: write a daily or weekly report.
  { text: 'Generate my daily report', expect: daily(null) },
  { text: "Write yesterday's daily report", expect: daily('2026-11-23') },
  { text: 'Make a weekly report for last week', expect: weekly(LAST_WEEK) },
  { text: 'Can you write my report for this week?', expect: weekly(THIS_WEEK) },
  { text: 'I need a report for Monday', expect: daily('2026-11-23') },
  { text: 'create a report', expect: anyReport },
  { text: 'Daily report for Nov 20 please', expect: daily('2026-11-20') },
  { text: 'weekly report', expect: weekly(null) },
  { text: 'Draft the report for yesterday', expect: daily('2026-11-23') },

  // Charts (issue 17), written on 2026-11-24 before the reader was taught them.
  { text: 'show a chart of my time by category this week', expect: chart('time_by_category', THIS_WEEK) },
  { text: 'Chart my time by goal for last week', expect: chart('time_by_goal', LAST_WEEK) },
  { text: 'Graph the to-dos I completed per day this week', expect: chart('todos_done_per_day', THIS_WEEK) },
  {
    text: 'Can you plot how many tasks I finished each day last month?',
    expect: chart('todos_done_per_day', LAST_MONTH),
  },
  { text: 'time by category chart for this month please', expect: chart('time_by_category', THIS_MONTH) },
  { text: 'Show me a chart', expect: chart('time_by_category') },
  { text: 'Visualize my time per goal', expect: chart('time_by_goal') },
  { text: 'Chart of to-dos done per day', expect: chart('todos_done_per_day') },
  { text: "Show yesterday's time by category as a graph", expect: chart('time_by_category', null, '2026-11-23') },
  { text: 'Add a task to update the sales chart', expect: todo('update the sales chart') },

  // Colleagues named without "'s" or another marker, found among the members' names; written on 2026-11-24 before the reader was taught them.
  { text: 'Priya tomorrow?', expect: todos('2026-11-25', 'Priya Natarajan') },
  { text: 'show me jake miller today', expect: todos('2026-11-24', 'Jake Miller') },
  { text: 'Anything for Emily on Friday?', expect: todos('2026-11-27', 'Emily Carter') },
  { text: 'Check Priya Natarajan for next Monday', expect: todos('2026-11-30', 'Priya Natarajan') },
  { text: "what's emily working on today", expect: todos('2026-11-24', 'Emily Carter') },
  { text: 'Jake today', expect: todos('2026-11-24', 'Jake Miller') },
  { text: 'How does Carter look tomorrow?', expect: todos('2026-11-25', 'Emily Carter') },
  { text: "Tell me about Miller's Wednesday", expect: todos('2026-11-25', 'Jake Miller') },
  { text: 'Add a call with Jake tomorrow', expect: todo('call with Jake', '2026-11-25') },
];

/** With a feature picked (the selector, a greeting card), a short message is that feature's argument. */
export const ENGLISH_WITH_FEATURE: Phrasing[] = [
  { chosen: 'search-note', text: 'onboarding', expect: notes('onboarding') },
  { chosen: 'search-note', text: 'release plan', expect: notes('release plan') },
  { chosen: 'create-todo', text: 'dentist tomorrow 3pm', expect: todo('dentist', '2026-11-25', '15:00') },
  { chosen: 'create-todo', text: 'Water the plants', expect: todo('Water the plants') },
  { chosen: 'get-todo', text: 'tomorrow', expect: todos('2026-11-25') },
  { chosen: 'create-report', text: 'last week', expect: { feature: 'create-report', range: LAST_WEEK } },
];
