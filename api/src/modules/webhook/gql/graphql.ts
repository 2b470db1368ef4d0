/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a comment is on: exactly one of a goal, a to-do, a note, a feedback or a daily scrum item. */
export type CommentTargetInput = {
  /** A daily scrum item: team members comment; nobody is mentioned. */
  dailyScrumItemId?: string | null | undefined;
  /** A feedback: its sender and receiver comment; nobody is mentioned. */
  feedbackId?: string | null | undefined;
  /** A goal the viewer may read. */
  goalId?: string | null | undefined;
  /** A note the viewer may read. */
  noteId?: string | null | undefined;
  /** A to-do the viewer may read (not a colleague private one). */
  todoId?: string | null | undefined;
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

export type WebhookTodoQueryVariables = Exact<{
  id: string;
}>;


export type WebhookTodoQuery = { item: { id: string, title: string | null, masked: boolean, isPublic: boolean, status: TodoStatus, dueDate: string | null, completeDate: string | null, registerDate: string, updateDate: string, owner: { id: string, name: string }, goal: { id: string, title: string } | null, category: { name: string, color: string } } };

export type WebhookGoalQueryVariables = Exact<{
  id: string;
}>;


export type WebhookGoalQuery = { item: { id: string, title: string, status: WorkStatus, priority: Priority, startDate: string | null, endDate: string | null, indicatorProgress: number | null, currentValue: number | null, targetValue: number | null, registerDate: string, updateDate: string, team: { id: string, name: string }, leader: { id: string, name: string } | null, parent: { id: string } | null } };

export type WebhookReportQueryVariables = Exact<{
  id: string;
}>;


export type WebhookReportQuery = { item: { id: string, title: string, type: ReportTypeCode, startDate: string, endDate: string, isDraft: boolean, sentAt: string | null, registerDate: string, updateDate: string, author: { id: string, name: string } } };

export type WebhookFeedbackQueryVariables = Exact<{
  id: string;
}>;


export type WebhookFeedbackQuery = { item: { id: string, content: string, registerDate: string, updateDate: string, sender: { id: string, name: string }, receiver: { id: string, name: string }, coreValues: Array<{ name: string, isPositive: boolean }> } };

export type WebhookCommentQueryVariables = Exact<{
  target: CommentTargetInput;
}>;


export type WebhookCommentQuery = { comments: { items: Array<{ id: string, parentId: string | null, content: string, registerDate: string, updateDate: string, author: { id: string, name: string }, replies: Array<{ id: string, parentId: string | null, content: string, registerDate: string, updateDate: string, author: { id: string, name: string } }> }> } };


export const WebhookTodoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookTodo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"todo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"completeDate"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookTodoQuery, WebhookTodoQueryVariables>;
export const WebhookGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"goal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"indicatorProgress"}},{"kind":"Field","name":{"kind":"Name","value":"currentValue"}},{"kind":"Field","name":{"kind":"Name","value":"targetValue"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookGoalQuery, WebhookGoalQueryVariables>;
export const WebhookReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookReportQuery, WebhookReportQueryVariables>;
export const WebhookFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UUID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"item"},"name":{"kind":"Name","value":"feedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coreValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPositive"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookFeedbackQuery, WebhookFeedbackQueryVariables>;
export const WebhookCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentTargetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"registerDate"}},{"kind":"Field","name":{"kind":"Name","value":"updateDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookCommentQuery, WebhookCommentQueryVariables>;