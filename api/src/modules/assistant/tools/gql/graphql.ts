/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Planned time by category or by goal, or to-dos completed per day. */
export type ChartKind =
  /** Planned time of the period by to-do category, in minutes. */
  | 'TIME_BY_CATEGORY'
  /** Planned time of the period by goal, in minutes (to-dos without a goal together). */
  | 'TIME_BY_GOAL'
  /** To-dos completed on each day of the period (the viewer time zone). */
  | 'TODOS_DONE_PER_DAY';

/** A new report, a draft until sent. Dates: DAILY takes startDate; WEEKLY and CUSTOM both ends; MONTHLY, QUARTERLY and ANNUAL the period around startDate. */
export type CreateReportInput = {
  /** Create it even when the viewer has a report of the same type and period (else CONFLICT REPORT_EXISTS, with existingId and existingTitle in extensions). */
  allowDuplicate?: boolean;
  /** ProseMirror JSON (domain/note-schema.ts); an empty document by default. */
  content?: unknown;
  /** Last day, included, for WEEKLY (at most 7 days) and CUSTOM (at most 366); not after today. */
  endDate?: string | null | undefined;
  /** Fill the document from the author own work of the period (planner time by category and goal, to-dos done and open, goal indicators, notes, comments received), in their language. Ignored when content is given. */
  fromMyWork?: boolean;
  /** Required: the day (DAILY), the first day (WEEKLY, CUSTOM) or any day of the calendar period; never after today (viewer time zone). */
  startDate?: string | null | undefined;
  /** By default the type name and the date or range, in the author language. */
  title?: string | null | undefined;
  /** The kind of report. */
  type: ReportTypeCode;
  /** A workspace the viewer is a member of. */
  workspaceId: string;
};

/** A new to-do, optionally planned at once (create_todo_with_planner: one transaction). */
export type CreateTodoInput = {
  /** Defaults to the first basic category (Work). */
  categoryId?: string | null | undefined;
  /** Plain-text details. */
  content?: string | null | undefined;
  /** The day it is due (a calendar day). */
  dueDate?: string | null | undefined;
  /** Linking a team goal makes the to-do public. */
  goalId?: string | null | undefined;
  /** Defaults to true. */
  isPublic?: boolean | null | undefined;
  /** Plan it at once: a day, and quarter-hour slots or none. */
  plan?: PlanInput | null | undefined;
  /** Not blank after trimming. */
  title: string;
  /** Whose to-do it is (a colleague of one workspace: todo_assigned); defaults to the viewer. */
  userId?: string | null | undefined;
};

/** What would make a feedback more useful to its receiver, read by rules in its language (Korean, English or Vietnamese). */
export type FeedbackHint =
  /** It names nothing the receiver did: no verb of action. */
  | 'NO_BEHAVIOUR'
  /** It names no concrete instance: no number, date or quoted words, no "for example", no moment or occasion. */
  | 'NO_EXAMPLE'
  /** Fewer letters than a useful sentence holds (20 in Korean, 40 in English and Vietnamese; spaces and punctuation not counted). */
  | 'TOO_SHORT';

/** Which completed goals the goal list shows, by completion date. */
export type GoalCompletedFilter =
  /** Every finished goal. */
  | 'ALL'
  /** No finished goal. */
  | 'HIDE_ALL'
  /** Finished this month: since the 1st, viewer time zone. */
  | 'MONTH'
  /** Finished today (viewer time zone; the default). */
  | 'TODAY'
  /** Finished this week or last: since the Sunday before the most recent one, viewer time zone. */
  | 'TWO_WEEK'
  /** Finished this week: since the most recent Sunday 00:00 (today on a Sunday), viewer time zone. */
  | 'WEEK'
  /** Finished yesterday. */
  | 'YESTERDAY';

/** Which goals a list shows. Without teamId: goals of every team of the viewer, and those they lead or take part in. */
export type GoalListFilter = {
  /** Finished goals by the period they finished in (viewer time zone); defaults to the viewer setting. */
  completedPeriod?: GoalCompletedFilter | null | undefined;
  /** Goals this person leads or takes part in. */
  memberId?: string | null | undefined;
  /** due_date, start_date, priority, status, title or register_date; defaults to the viewer setting. */
  ordering?: string | null | undefined;
  /** ASC or DESC; defaults to the viewer setting. */
  orderingDir?: SortDirection | null | undefined;
  /** Only goals of this project. */
  projectId?: string | null | undefined;
  /** Goals shared with this team. */
  teamId?: string | null | undefined;
  /** Hidden goals in or out; defaults to VISIBLE. */
  visibility?: GoalVisibility;
  /** Only goals of this workspace. */
  workspaceId?: string | null | undefined;
};

/** All goals, only those the viewer has not hidden, or only hidden ones. */
export type GoalVisibility =
  /** Hidden and visible goals alike. */
  | 'ALL'
  /** Only goals the viewer has hidden. */
  | 'HIDDEN'
  /** Goals the viewer has not hidden (hideGoal). */
  | 'VISIBLE';

/** A date and the quarter-hour slots on it (0 to 95; empty: that day without a time). */
export type PlanInput = {
  /** Empty or absent: on that date without a time. */
  blocks?: Array<number> | null | undefined;
  /** The day to plan it on (owner time zone). */
  date: string;
};

/** Priority of a goal or project, HIGHEST to LOWEST. */
export type Priority =
  /** Above the usual. */
  | 'HIGH'
  /** First of all. */
  | 'HIGHEST'
  /** Below the usual. */
  | 'LOW'
  /** Last of all. */
  | 'LOWEST'
  /** The usual (the default). */
  | 'MEDIUM';

/** DAILY (one date), WEEKLY (at most 7 days), MONTHLY, QUARTERLY, ANNUAL (the calendar period) or CUSTOM (any past range). */
export type ReportTypeCode =
  /** A calendar year. */
  | 'ANNUAL'
  /** A range of past days, at most 366. */
  | 'CUSTOM'
  /** One day. */
  | 'DAILY'
  /** A calendar month. */
  | 'MONTHLY'
  /** A calendar quarter (January to March, ...). */
  | 'QUARTERLY'
  /** A range of at most 7 days. */
  | 'WEEKLY';

/** Ascending or descending order. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** Derived: CANCELLED with a cancelled date, else COMPLETED with a complete date, else IN_PROGRESS. */
export type TodoStatus =
  /** Stopped (stopTodo): cancelledDate is set; resumeTodo undoes it. */
  | 'CANCELLED'
  /** Checked (setTodoComplete): completeDate is set. */
  | 'COMPLETED'
  /** Neither completed nor stopped. */
  | 'IN_PROGRESS';

/** Status of a goal or project. Active: PLANNED, IN_PROGRESS, AT_RISK; finished: COMPLETED, CANCELED. */
export type WorkStatus =
  /** Active: behind or blocked. */
  | 'AT_RISK'
  /** Kept for later: neither active nor finished. */
  | 'BACKLOG'
  /** Finished without being done: sets the complete date. */
  | 'CANCELED'
  /** Finished and done: sets the complete date. */
  | 'COMPLETED'
  /** Active: being worked on. */
  | 'IN_PROGRESS'
  /** On hold: neither active nor finished. */
  | 'PAUSED'
  /** Active: agreed, not started. */
  | 'PLANNED';

export type AssistantPlannedTodoFragment = { id: string, blocks: Array<number>, todo: { id: string, title: string | null, masked: boolean, status: TodoStatus, category: { name: string, colorName: string, color: string } } };

export type AssistantPlannerDayQueryVariables = Exact<{
  date: string;
  userId?: string | null | undefined;
}>;


export type AssistantPlannerDayQuery = { plannerDay: Array<{ id: string, blocks: Array<number>, todo: { id: string, title: string | null, masked: boolean, status: TodoStatus, category: { name: string, colorName: string, color: string } } }> };

export type AssistantMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantMembersQuery = { myWorkspaces: Array<{ id: string, name: string, members: Array<{ user: { id: string, name: string } }> }> };

export type AssistantWorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type AssistantWorkspacesQuery = { myWorkspaces: Array<{ id: string, name: string }> };

export type AssistantCreateTodoMutationVariables = Exact<{
  input: CreateTodoInput;
}>;


export type AssistantCreateTodoMutation = { createTodo: { id: string, title: string | null, content: string | null, registerDate: string, category: { name: string, colorName: string, color: string }, planners: Array<{ id: string, plannerDate: string, blocks: Array<number> }> } };

export type AssistantSearchNotesQueryVariables = Exact<{
  search: string;
  size: number;
}>;


export type AssistantSearchNotesQuery = { drive: { total: number, items: Array<{ id: string, title: string, registerDate: string, author: { name: string } }> } };

export type AssistantReadNoteQueryVariables = Exact<{
  id: string;
}>;


export type AssistantReadNoteQuery = { note: { id: string, title: string, content: unknown, registerDate: string, author: { name: string } } };

export type AssistantCreateReportMutationVariables = Exact<{
  input: CreateReportInput;
}>;


export type AssistantCreateReportMutation = { createReport: { id: string, title: string, type: ReportTypeCode, startDate: string, endDate: string, markdownContent: string, workspace: { id: string, name: string } } };

export type AssistantChartQueryVariables = Exact<{
  kind: ChartKind;
  start: string;
  end: string;
}>;


export type AssistantChartQuery = { myWorkChart: { kind: ChartKind, title: string, subtitle: string, startDate: string, endDate: string, svg: string, pngDataUrl: string, width: number, height: number, values: Array<{ label: string, value: number, text: string }> } };

export type ToolMyTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type ToolMyTeamsQuery = { myTeams: Array<{ id: string, name: string, workspace: { id: string, name: string } }> };

export type ToolTeamGoalsQueryVariables = Exact<{
  filter: GoalListFilter;
  offset: number;
  size: number;
}>;


export type ToolTeamGoalsQuery = { goals: { total: number, items: Array<{ id: string, title: string, status: WorkStatus, priority: Priority, startDate: string | null, endDate: string | null, indicatorProgress: number | null, currentValue: number | null, targetValue: number | null, leader: { name: string } | null }> } };

export type ToolReportQueryVariables = Exact<{
  id: string;
}>;


export type ToolReportQuery = { report: { id: string, title: string, type: ReportTypeCode, startDate: string, endDate: string, isDraft: boolean, sentAt: string | null, markdownContent: string, author: { name: string }, workspace: { id: string, name: string } } };

export type ToolFeedbackQueryVariables = Exact<{
  id: string;
}>;


export type ToolFeedbackQuery = { feedback: { id: string, content: string, registerDate: string, sender: { name: string }, receiver: { name: string }, coreValues: Array<{ name: string, isPositive: boolean }>, comments: { count: number, items: Array<{ content: string, registerDate: string, author: { name: string }, replies: Array<{ content: string, registerDate: string, author: { name: string } }> }> } } };

export type ToolFeedbackItemFragment = { id: string, content: string, registerDate: string, sender: { name: string }, receiver: { name: string } };

export type ToolReceivedFeedbackQueryVariables = Exact<{
  workspaceId: string;
  offset: number;
  size: number;
}>;


export type ToolReceivedFeedbackQuery = { page: { total: number, items: Array<{ id: string, content: string, registerDate: string, sender: { name: string }, receiver: { name: string } }> } };

export type ToolSentFeedbackQueryVariables = Exact<{
  workspaceId: string;
  offset: number;
  size: number;
}>;


export type ToolSentFeedbackQuery = { page: { total: number, items: Array<{ id: string, content: string, registerDate: string, sender: { name: string }, receiver: { name: string } }> } };

export type ToolImproveFeedbackQueryVariables = Exact<{
  content: string;
}>;


export type ToolImproveFeedbackQuery = { improveFeedback: { hints: Array<FeedbackHint>, rewrite: string | null } };

export const AssistantPlannedTodoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantPlannedTodo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Planner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"}},{"kind":"Field","name":{"kind":"Name","value":"todo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colorName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<AssistantPlannedTodoFragment, unknown>;
export const ToolFeedbackItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolFeedbackItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ToolFeedbackItemFragment, unknown>;
export const AssistantPlannerDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantPlannerDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plannerDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssistantPlannedTodo"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssistantPlannedTodo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Planner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"}},{"kind":"Field","name":{"kind":"Name","value":"todo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colorName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<AssistantPlannerDayQuery, AssistantPlannerDayQueryVariables>;
export const AssistantMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssistantMembersQuery, AssistantMembersQueryVariables>;
export const AssistantWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWorkspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AssistantWorkspacesQuery, AssistantWorkspacesQueryVariables>;
export const AssistantCreateTodoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssistantCreateTodo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTodoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTodo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"colorName"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"plannerDate"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"}}]}}]}}]}}]} as unknown as DocumentNode<AssistantCreateTodoMutation, AssistantCreateTodoMutationVariables>;
export const AssistantSearchNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantSearchNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"drive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"searchIn"},"value":{"kind":"EnumValue","value":"TITLE_AND_TEXT"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AssistantSearchNotesQuery, AssistantSearchNotesQueryVariables>;
export const AssistantReadNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantReadNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssistantReadNoteQuery, AssistantReadNoteQueryVariables>;
export const AssistantCreateReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AssistantCreateReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"markdownContent"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssistantCreateReportMutation, AssistantCreateReportMutationVariables>;
export const AssistantChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssistantChart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"start"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"end"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWorkChart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"start"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"end"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"svg"}},{"kind":"Field","name":{"kind":"Name","value":"pngDataUrl"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<AssistantChartQuery, AssistantChartQueryVariables>;
export const ToolMyTeamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolMyTeams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTeams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ToolMyTeamsQuery, ToolMyTeamsQueryVariables>;
export const ToolTeamGoalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolTeamGoals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoalListFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"indicatorProgress"}},{"kind":"Field","name":{"kind":"Name","value":"currentValue"}},{"kind":"Field","name":{"kind":"Name","value":"targetValue"}},{"kind":"Field","name":{"kind":"Name","value":"leader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ToolTeamGoalsQuery, ToolTeamGoalsQueryVariables>;
export const ToolReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"markdownContent"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ToolReportQuery, ToolReportQueryVariables>;
export const ToolFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coreValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPositive"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ToolFeedbackQuery, ToolFeedbackQueryVariables>;
export const ToolReceivedFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolReceivedFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"receivedFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolFeedbackItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolFeedbackItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ToolReceivedFeedbackQuery, ToolReceivedFeedbackQueryVariables>;
export const ToolSentFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolSentFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"page"},"name":{"kind":"Name","value":"sentFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspaceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspaceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ToolFeedbackItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ToolFeedbackItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Feedback"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ToolSentFeedbackQuery, ToolSentFeedbackQueryVariables>;
export const ToolImproveFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ToolImproveFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"improveFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hints"}},{"kind":"Field","name":{"kind":"Name","value":"rewrite"}}]}}]}}]} as unknown as DocumentNode<ToolImproveFeedbackQuery, ToolImproveFeedbackQueryVariables>;