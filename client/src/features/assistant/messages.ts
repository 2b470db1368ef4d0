import { defineMessageMap } from '../../i18n/defineMessageMap';

/** Words of the assistant's window: the header, the history, the greeting and panels, the messages, the cards and the connection. */
export const assistantMessages = defineMessageMap({
  title: { id: 'assistant.title', defaultMessage: 'AI assistant' },
  close: { id: 'assistant.close', defaultMessage: 'Close the assistant' },
  back: { id: 'assistant.back', defaultMessage: 'Back to the start' },
  historyShow: { id: 'assistant.history.show', defaultMessage: 'Show past conversations' },
  historyHide: { id: 'assistant.history.hide', defaultMessage: 'Hide past conversations' },
  featureLabel: { id: 'assistant.feature.label', defaultMessage: 'What to do' },
  featureAuto: { id: 'assistant.feature.auto', defaultMessage: 'Any request' },

  greetingTitle: { id: 'assistant.greeting.title', defaultMessage: 'Hello, {name}' },
  greetingText: {
    id: 'assistant.greeting.text',
    defaultMessage: 'What can I do for you? Ask below, or pick one to start.',
  },
  examplesTitle: { id: 'assistant.panel.examples', defaultMessage: 'Try saying' },
  examplesHint: { id: 'assistant.panel.examplesHint', defaultMessage: 'Click an example to put it in the box below.' },

  inputLabel: { id: 'assistant.input.label', defaultMessage: 'Message to the assistant' },
  inputPlaceholder: {
    id: 'assistant.input.placeholder',
    defaultMessage: 'Ask the assistant (Enter to send, Shift+Enter for a new line)',
  },
  inputPlaceholderFeature: {
    id: 'assistant.input.placeholderFeature',
    defaultMessage: '{feature}: say what you need (Enter to send, Shift+Enter for a new line)',
  },
  send: { id: 'assistant.input.send', defaultMessage: 'Send' },
  inputPlaceholderNote: {
    id: 'assistant.input.placeholderNote',
    defaultMessage: 'Ask about “{title}” (Enter to send, Shift+Enter for a new line)',
  },

  noteScopeLabel: { id: 'assistant.note.scope', defaultMessage: 'Note: {title}' },
  noteScopeLeave: { id: 'assistant.note.leave', defaultMessage: 'Ask about anything, not this note' },
  noteScopeEnter: { id: 'assistant.note.enter', defaultMessage: 'Ask about this note' },
  notePanelTitle: { id: 'assistant.note.panelTitle', defaultMessage: 'Ask about “{title}”' },
  notePanelText: {
    id: 'assistant.note.panelText',
    defaultMessage: 'I can summarise this note, or answer a question with its own sentences.',
  },
  noteSummarise: { id: 'assistant.note.summarise', defaultMessage: 'Summarise this note' },

  thinking: { id: 'assistant.thinking', defaultMessage: 'Thinking…' },
  toLatest: { id: 'assistant.toLatest', defaultMessage: 'Go to the latest message' },
  sendFailed: {
    id: 'assistant.sendFailed',
    defaultMessage: '⚠️ The message could not be sent. Check the connection and send it again.',
  },
  errorBusy: {
    id: 'assistant.error.busy',
    defaultMessage: 'I am still answering the previous request. Wait for it, then send again.',
  },
  errorSessionNotFound: {
    id: 'assistant.error.sessionNotFound',
    defaultMessage: 'This conversation cannot be continued. Start a new one.',
  },
  errorConnectionClosed: {
    id: 'assistant.error.connectionClosed',
    defaultMessage: 'The connection dropped before the answer came. Find it in your past conversations, or ask again.',
  },
  errorEmptyQuery: { id: 'assistant.error.emptyQuery', defaultMessage: 'Write a request first.' },
  errorBadRequest: {
    id: 'assistant.error.badRequest',
    defaultMessage: 'The request could not be read. Refresh the page and try again.',
  },
  errorInternal: {
    id: 'assistant.error.internal',
    defaultMessage: 'Something went wrong on the server. Try again in a moment.',
  },
  errorToolFailed: {
    id: 'assistant.error.toolFailed',
    defaultMessage: 'I could not finish this: the step above says why.',
  },
  errorModelUnreachable: {
    id: 'assistant.error.modelUnreachable',
    defaultMessage: 'The AI model cannot be reached right now. Try again later, or ask an administrator to check it.',
  },
  errorModelKeyRefused: {
    id: 'assistant.error.modelKeyRefused',
    defaultMessage: 'The AI model refused this server’s key. An administrator needs to fix the key.',
  },
  errorModelRateLimited: {
    id: 'assistant.error.modelRateLimited',
    defaultMessage: 'The AI model is getting too many requests. Wait a minute, then ask again.',
  },
  errorModelNotFound: {
    id: 'assistant.error.modelNotFound',
    defaultMessage:
      'The AI model set up for this server does not exist there. An administrator needs to check its name.',
  },
  errorModelTimeout: {
    id: 'assistant.error.modelTimeout',
    defaultMessage: 'The AI model did not start answering in time. Try again in a moment.',
  },
  errorModelDeadline: {
    id: 'assistant.error.modelDeadline',
    defaultMessage: 'The answer took too long and was stopped. Ask for something smaller, or try again.',
  },
  errorModelBadToolCall: {
    id: 'assistant.error.modelBadToolCall',
    defaultMessage: 'The AI model asked for a step I could not read, so I did nothing. Try saying it another way.',
  },
  errorModelRoundLimit: {
    id: 'assistant.error.modelRoundLimit',
    defaultMessage: 'I used every step I may take for one answer without finishing. Ask for something smaller.',
  },
  errorModelFailed: {
    id: 'assistant.error.modelFailed',
    defaultMessage: 'The AI model could not answer. Try again in a moment.',
  },
  stepFailedUnknown: { id: 'assistant.tool.failedUnknown', defaultMessage: 'This step failed.' },
  reportDailyFailed: {
    id: 'assistant.report.dailyFailed',
    defaultMessage: 'The daily report could not be created: {reason}',
  },
  reportWeeklyFailed: {
    id: 'assistant.report.weeklyFailed',
    defaultMessage: 'The weekly report could not be created: {reason}',
  },
  errorGeneric: {
    id: 'assistant.error.generic',
    defaultMessage: 'The assistant could not answer ({code}). Try again in a moment.',
  },

  connectTimeout: {
    id: 'assistant.connection.timeout',
    defaultMessage: 'Connection time exceeded. Check your network.',
  },
  connectionError: { id: 'assistant.connection.error', defaultMessage: 'Connection error. Trying again…' },
  reconnectsExhausted: {
    id: 'assistant.connection.lost',
    defaultMessage: 'Connection lost. Refresh the page or try again later.',
  },
  connectFailed: { id: 'assistant.connection.failed', defaultMessage: 'Could not connect to the server.' },
  reconnect: { id: 'assistant.connection.retry', defaultMessage: 'Connect again' },

  historyTitle: { id: 'assistant.history.title', defaultMessage: 'Conversations' },
  historyEmpty: {
    id: 'assistant.history.empty',
    defaultMessage: 'No conversations yet. They appear here once you ask something.',
  },
  historyLoadFailed: { id: 'assistant.history.loadFailed', defaultMessage: 'The conversations could not be loaded.' },
  historyRetry: { id: 'assistant.history.retry', defaultMessage: 'Try again' },
  historyLoadMore: { id: 'assistant.history.loadMore', defaultMessage: 'Load more' },
  historyDelete: { id: 'assistant.history.delete', defaultMessage: 'Delete the conversation “{title}”' },
  deleteTitle: { id: 'assistant.history.deleteTitle', defaultMessage: 'Delete this conversation?' },
  deleteText: {
    id: 'assistant.history.deleteText',
    defaultMessage: '“{title}” leaves your history. The to-dos and reports it created stay.',
  },
  deleteConfirm: { id: 'assistant.history.deleteConfirm', defaultMessage: 'Delete' },
  deleted: { id: 'assistant.history.deleted', defaultMessage: 'The conversation was deleted.' },
  deleteFailed: {
    id: 'assistant.history.deleteFailed',
    defaultMessage: 'The conversation could not be deleted. {detail}',
  },
  openFailed: { id: 'assistant.history.openFailed', defaultMessage: 'The conversation could not be opened. {detail}' },

  reportGuide: {
    id: 'assistant.report.guide',
    defaultMessage:
      'Choose the type, the day or the days, and the workspace. The report is drafted from your own work and stays a draft until you send it.',
  },
  reportType: { id: 'assistant.report.type', defaultMessage: 'Type' },
  reportWorkspace: { id: 'assistant.report.workspace', defaultMessage: 'Workspace' },
  reportWorkspacePlaceholder: { id: 'assistant.report.workspacePlaceholder', defaultMessage: 'Choose a workspace' },
  reportNoWorkspace: {
    id: 'assistant.report.noWorkspace',
    defaultMessage: 'Join a workspace first: a report belongs to one.',
  },
  reportGenerate: { id: 'assistant.report.generate', defaultMessage: 'Generate' },
  reportWeeklyCut: {
    id: 'assistant.report.weeklyCut',
    defaultMessage: 'A weekly report covers at most 7 days: the range was cut to the 7 days from its first day.',
  },
  reportRequestDaily: {
    id: 'assistant.report.requestDaily',
    defaultMessage: 'Write my daily report for {date} in {workspace}.',
  },
  reportRequestWeekly: {
    id: 'assistant.report.requestWeekly',
    defaultMessage: 'Write my weekly report for {period} in {workspace}.',
  },
  panelClose: { id: 'assistant.panel.close', defaultMessage: 'Close the report form' },

  notesTitle: {
    id: 'assistant.card.notes.title',
    defaultMessage: '{total, plural, one {# note} other {# notes}} for “{query}”',
  },
  notesCut: { id: 'assistant.card.notes.cut', defaultMessage: 'The newest {shown} are shown.' },
  notesNone: { id: 'assistant.card.notes.none', defaultMessage: 'No note matches.' },
  notesView: { id: 'assistant.card.notes.view', defaultMessage: 'View note' },
  untitled: { id: 'assistant.card.untitled', defaultMessage: 'Untitled' },
  todoCreated: { id: 'assistant.card.todo.created', defaultMessage: 'To-do added' },
  todoNoTime: { id: 'assistant.card.todo.noTime', defaultMessage: 'No time set' },
  todoInbox: { id: 'assistant.card.todo.inbox', defaultMessage: 'In the inbox' },
  todoBusy: {
    id: 'assistant.card.todo.busy',
    defaultMessage: '{time} is taken by “{title}”. The next free time is {next}. The to-do waits in the inbox.',
  },
  todoBusyNoneFree: {
    id: 'assistant.card.todo.busyNoneFree',
    defaultMessage: '{time} is taken by “{title}”, and nothing is free later that day. The to-do waits in the inbox.',
  },
  todoGoToPlanner: { id: 'assistant.card.todo.goToPlanner', defaultMessage: 'Go to the planner' },
  todoCreatedAt: { id: 'assistant.card.todo.createdAt', defaultMessage: 'Created {time}' },
  todoOpen: { id: 'assistant.card.todo.open', defaultMessage: 'Open the to-do' },
  todoUndo: { id: 'assistant.card.todo.undo', defaultMessage: 'Undo' },
  todoUndone: { id: 'assistant.card.todo.undone', defaultMessage: 'To-do undone' },
  todoUndoneNote: {
    id: 'assistant.card.todo.undoneNote',
    defaultMessage: 'It was deleted, with its place on the planner.',
  },
  dayTitle: {
    id: 'assistant.card.day.title',
    defaultMessage: '{date}: {total, plural, one {# to-do} other {# to-dos}}',
  },
  dayNone: { id: 'assistant.card.day.none', defaultMessage: 'Nothing is planned on this day.' },
  dayPrivate: { id: 'assistant.card.day.private', defaultMessage: 'Private to-do' },
  dayCut: { id: 'assistant.card.day.cut', defaultMessage: '{shown} of {total} are shown.' },
  dayCompleted: { id: 'assistant.card.day.completed', defaultMessage: 'Done' },
  dayCancelled: { id: 'assistant.card.day.cancelled', defaultMessage: 'Cancelled' },
  reportCreated: { id: 'assistant.card.report.created', defaultMessage: 'Report drafted' },
  reportOpen: { id: 'assistant.card.report.open', defaultMessage: 'Open the report' },
  reportDraftNote: { id: 'assistant.card.report.draftNote', defaultMessage: 'It stays a draft until you send it.' },

  runningSearchNotes: { id: 'assistant.tool.searchNotes', defaultMessage: 'Searching your notes…' },
  runningReadNote: { id: 'assistant.tool.readNote', defaultMessage: 'Reading the note…' },
  runningTodos: { id: 'assistant.tool.todos', defaultMessage: 'Reading the planner…' },
  runningFindUser: { id: 'assistant.tool.findUser', defaultMessage: 'Looking for your colleague…' },
  runningCreateTodo: { id: 'assistant.tool.createTodo', defaultMessage: 'Adding the to-do…' },
  runningReport: { id: 'assistant.tool.report', defaultMessage: 'Writing the report…' },
  runningOther: { id: 'assistant.tool.other', defaultMessage: 'Working on it…' },
  toolFailed: { id: 'assistant.tool.failed', defaultMessage: 'This step failed: {error}' },
});

/**
 * Each feature's name and line on its card; the text features' guide and three examples (written in
 * each locale's language: the engine reads all three). The report panel is a form instead.
 */
export const featureMessages = {
  'get-todo': defineMessageMap({
    name: { id: 'assistant.feature.getTodo', defaultMessage: 'Check to-dos' },
    line: { id: 'assistant.feature.getTodo.line', defaultMessage: 'Your plan of a day, or a colleague’s.' },
    guide: {
      id: 'assistant.feature.getTodo.guide',
      defaultMessage: 'Name the day, and a colleague if you want theirs. Their private to-dos stay hidden.',
    },
    example1: { id: 'assistant.feature.getTodo.example1', defaultMessage: 'What are my to-dos today?' },
    example2: { id: 'assistant.feature.getTodo.example2', defaultMessage: 'Show my to-dos for tomorrow' },
    example3: { id: 'assistant.feature.getTodo.example3', defaultMessage: 'What is Minjun doing today?' },
  }),
  'create-todo': defineMessageMap({
    name: { id: 'assistant.feature.createTodo', defaultMessage: 'Add a to-do' },
    line: { id: 'assistant.feature.createTodo.line', defaultMessage: 'Say what and when; it goes on your planner.' },
    guide: {
      id: 'assistant.feature.createTodo.guide',
      defaultMessage: 'Say the to-do, the day and the time. Without a day it goes on today.',
    },
    example1: { id: 'assistant.feature.createTodo.example1', defaultMessage: 'Add Call the bank tomorrow at 3pm' },
    example2: {
      id: 'assistant.feature.createTodo.example2',
      defaultMessage: 'Add Prepare the demo on Friday from 10am to 11am',
    },
    example3: { id: 'assistant.feature.createTodo.example3', defaultMessage: 'Add Review the budget today' },
  }),
  'create-report': defineMessageMap({
    name: { id: 'assistant.feature.createReport', defaultMessage: 'Write a report' },
    line: { id: 'assistant.feature.createReport.line', defaultMessage: 'A daily or weekly draft from your own work.' },
  }),
  'search-note': defineMessageMap({
    name: { id: 'assistant.feature.searchNote', defaultMessage: 'Search notes' },
    line: { id: 'assistant.feature.searchNote.line', defaultMessage: 'Find notes by words of their title or text.' },
    guide: {
      id: 'assistant.feature.searchNote.guide',
      defaultMessage: 'Say the words to look for. Only the notes you may read are searched.',
    },
    example1: { id: 'assistant.feature.searchNote.example1', defaultMessage: 'Find notes about onboarding' },
    example2: { id: 'assistant.feature.searchNote.example2', defaultMessage: 'Search notes for release' },
    example3: { id: 'assistant.feature.searchNote.example3', defaultMessage: 'Find my meeting notes' },
  }),
} as const;
