/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AssistantPlannedTodo on Planner {\n    id\n    blocks\n    todo {\n      id\n      title\n      masked\n      status\n      category {\n        name\n        colorName\n        color\n      }\n    }\n  }\n": typeof types.AssistantPlannedTodoFragmentDoc,
    "\n  query AssistantPlannerDay($date: LocalDate!, $userId: UUID) {\n    plannerDay(date: $date, userId: $userId) {\n      ...AssistantPlannedTodo\n    }\n  }\n": typeof types.AssistantPlannerDayDocument,
    "\n  query AssistantMembers {\n    myWorkspaces {\n      id\n      name\n      members {\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AssistantMembersDocument,
    "\n  query AssistantWorkspaces {\n    myWorkspaces {\n      id\n      name\n    }\n  }\n": typeof types.AssistantWorkspacesDocument,
    "\n  mutation AssistantCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      id\n      title\n      content\n      registerDate\n      category {\n        name\n        colorName\n        color\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n    }\n  }\n": typeof types.AssistantCreateTodoDocument,
    "\n  query AssistantSearchNotes($search: String!, $size: Int!) {\n    drive(filter: { search: $search, searchIn: TITLE_AND_TEXT }, size: $size) {\n      total\n      items {\n        id\n        title\n        registerDate\n        author {\n          name\n        }\n      }\n    }\n  }\n": typeof types.AssistantSearchNotesDocument,
    "\n  query AssistantReadNote($id: UUID!) {\n    note(id: $id) {\n      id\n      title\n      content\n      registerDate\n      author {\n        name\n      }\n    }\n  }\n": typeof types.AssistantReadNoteDocument,
    "\n  mutation AssistantCreateReport($input: CreateReportInput!) {\n    createReport(input: $input) {\n      id\n      title\n      type\n      startDate\n      endDate\n      markdownContent\n      workspace {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AssistantCreateReportDocument,
    "\n  query AssistantChart($kind: ChartKind!, $start: LocalDate!, $end: LocalDate!) {\n    myWorkChart(kind: $kind, startDate: $start, endDate: $end) {\n      kind\n      title\n      subtitle\n      startDate\n      endDate\n      values {\n        label\n        value\n        text\n      }\n      svg\n      pngDataUrl\n      width\n      height\n    }\n  }\n": typeof types.AssistantChartDocument,
    "\n  query ToolMyTeams {\n    myTeams {\n      id\n      name\n      workspace {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ToolMyTeamsDocument,
    "\n  query ToolTeamGoals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {\n    goals(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        id\n        title\n        status\n        priority\n        startDate\n        endDate\n        indicatorProgress\n        currentValue\n        targetValue\n        leader {\n          name\n        }\n      }\n    }\n  }\n": typeof types.ToolTeamGoalsDocument,
    "\n  query ToolReport($id: UUID!) {\n    report(id: $id) {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      markdownContent\n      author {\n        name\n      }\n      workspace {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ToolReportDocument,
    "\n  query ToolFeedback($id: UUID!) {\n    feedback(id: $id) {\n      id\n      content\n      registerDate\n      sender {\n        name\n      }\n      receiver {\n        name\n      }\n      coreValues {\n        name\n        isPositive\n      }\n      comments {\n        count\n        items {\n          author {\n            name\n          }\n          content\n          registerDate\n          replies {\n            author {\n              name\n            }\n            content\n            registerDate\n          }\n        }\n      }\n    }\n  }\n": typeof types.ToolFeedbackDocument,
    "\n  fragment ToolFeedbackItem on Feedback {\n    id\n    content\n    registerDate\n    sender {\n      name\n    }\n    receiver {\n      name\n    }\n  }\n": typeof types.ToolFeedbackItemFragmentDoc,
    "\n  query ToolReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    page: receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ToolFeedbackItem\n      }\n    }\n  }\n": typeof types.ToolReceivedFeedbackDocument,
    "\n  query ToolSentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    page: sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ToolFeedbackItem\n      }\n    }\n  }\n": typeof types.ToolSentFeedbackDocument,
    "\n  query ToolImproveFeedback($content: String!) {\n    improveFeedback(content: $content) {\n      hints\n      rewrite\n    }\n  }\n": typeof types.ToolImproveFeedbackDocument,
};
const documents: Documents = {
    "\n  fragment AssistantPlannedTodo on Planner {\n    id\n    blocks\n    todo {\n      id\n      title\n      masked\n      status\n      category {\n        name\n        colorName\n        color\n      }\n    }\n  }\n": types.AssistantPlannedTodoFragmentDoc,
    "\n  query AssistantPlannerDay($date: LocalDate!, $userId: UUID) {\n    plannerDay(date: $date, userId: $userId) {\n      ...AssistantPlannedTodo\n    }\n  }\n": types.AssistantPlannerDayDocument,
    "\n  query AssistantMembers {\n    myWorkspaces {\n      id\n      name\n      members {\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AssistantMembersDocument,
    "\n  query AssistantWorkspaces {\n    myWorkspaces {\n      id\n      name\n    }\n  }\n": types.AssistantWorkspacesDocument,
    "\n  mutation AssistantCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      id\n      title\n      content\n      registerDate\n      category {\n        name\n        colorName\n        color\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n    }\n  }\n": types.AssistantCreateTodoDocument,
    "\n  query AssistantSearchNotes($search: String!, $size: Int!) {\n    drive(filter: { search: $search, searchIn: TITLE_AND_TEXT }, size: $size) {\n      total\n      items {\n        id\n        title\n        registerDate\n        author {\n          name\n        }\n      }\n    }\n  }\n": types.AssistantSearchNotesDocument,
    "\n  query AssistantReadNote($id: UUID!) {\n    note(id: $id) {\n      id\n      title\n      content\n      registerDate\n      author {\n        name\n      }\n    }\n  }\n": types.AssistantReadNoteDocument,
    "\n  mutation AssistantCreateReport($input: CreateReportInput!) {\n    createReport(input: $input) {\n      id\n      title\n      type\n      startDate\n      endDate\n      markdownContent\n      workspace {\n        id\n        name\n      }\n    }\n  }\n": types.AssistantCreateReportDocument,
    "\n  query AssistantChart($kind: ChartKind!, $start: LocalDate!, $end: LocalDate!) {\n    myWorkChart(kind: $kind, startDate: $start, endDate: $end) {\n      kind\n      title\n      subtitle\n      startDate\n      endDate\n      values {\n        label\n        value\n        text\n      }\n      svg\n      pngDataUrl\n      width\n      height\n    }\n  }\n": types.AssistantChartDocument,
    "\n  query ToolMyTeams {\n    myTeams {\n      id\n      name\n      workspace {\n        id\n        name\n      }\n    }\n  }\n": types.ToolMyTeamsDocument,
    "\n  query ToolTeamGoals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {\n    goals(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        id\n        title\n        status\n        priority\n        startDate\n        endDate\n        indicatorProgress\n        currentValue\n        targetValue\n        leader {\n          name\n        }\n      }\n    }\n  }\n": types.ToolTeamGoalsDocument,
    "\n  query ToolReport($id: UUID!) {\n    report(id: $id) {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      markdownContent\n      author {\n        name\n      }\n      workspace {\n        id\n        name\n      }\n    }\n  }\n": types.ToolReportDocument,
    "\n  query ToolFeedback($id: UUID!) {\n    feedback(id: $id) {\n      id\n      content\n      registerDate\n      sender {\n        name\n      }\n      receiver {\n        name\n      }\n      coreValues {\n        name\n        isPositive\n      }\n      comments {\n        count\n        items {\n          author {\n            name\n          }\n          content\n          registerDate\n          replies {\n            author {\n              name\n            }\n            content\n            registerDate\n          }\n        }\n      }\n    }\n  }\n": types.ToolFeedbackDocument,
    "\n  fragment ToolFeedbackItem on Feedback {\n    id\n    content\n    registerDate\n    sender {\n      name\n    }\n    receiver {\n      name\n    }\n  }\n": types.ToolFeedbackItemFragmentDoc,
    "\n  query ToolReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    page: receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ToolFeedbackItem\n      }\n    }\n  }\n": types.ToolReceivedFeedbackDocument,
    "\n  query ToolSentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    page: sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ToolFeedbackItem\n      }\n    }\n  }\n": types.ToolSentFeedbackDocument,
    "\n  query ToolImproveFeedback($content: String!) {\n    improveFeedback(content: $content) {\n      hints\n      rewrite\n    }\n  }\n": types.ToolImproveFeedbackDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssistantPlannedTodo on Planner {\n    id\n    blocks\n    todo {\n      id\n      title\n      masked\n      status\n      category {\n        name\n        colorName\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AssistantPlannedTodo on Planner {\n    id\n    blocks\n    todo {\n      id\n      title\n      masked\n      status\n      category {\n        name\n        colorName\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantPlannerDay($date: LocalDate!, $userId: UUID) {\n    plannerDay(date: $date, userId: $userId) {\n      ...AssistantPlannedTodo\n    }\n  }\n"): (typeof documents)["\n  query AssistantPlannerDay($date: LocalDate!, $userId: UUID) {\n    plannerDay(date: $date, userId: $userId) {\n      ...AssistantPlannedTodo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantMembers {\n    myWorkspaces {\n      id\n      name\n      members {\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantMembers {\n    myWorkspaces {\n      id\n      name\n      members {\n        user {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantWorkspaces {\n    myWorkspaces {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AssistantWorkspaces {\n    myWorkspaces {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssistantCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      id\n      title\n      content\n      registerDate\n      category {\n        name\n        colorName\n        color\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssistantCreateTodo($input: CreateTodoInput!) {\n    createTodo(input: $input) {\n      id\n      title\n      content\n      registerDate\n      category {\n        name\n        colorName\n        color\n      }\n      planners {\n        id\n        plannerDate\n        blocks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantSearchNotes($search: String!, $size: Int!) {\n    drive(filter: { search: $search, searchIn: TITLE_AND_TEXT }, size: $size) {\n      total\n      items {\n        id\n        title\n        registerDate\n        author {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantSearchNotes($search: String!, $size: Int!) {\n    drive(filter: { search: $search, searchIn: TITLE_AND_TEXT }, size: $size) {\n      total\n      items {\n        id\n        title\n        registerDate\n        author {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantReadNote($id: UUID!) {\n    note(id: $id) {\n      id\n      title\n      content\n      registerDate\n      author {\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssistantReadNote($id: UUID!) {\n    note(id: $id) {\n      id\n      title\n      content\n      registerDate\n      author {\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssistantCreateReport($input: CreateReportInput!) {\n    createReport(input: $input) {\n      id\n      title\n      type\n      startDate\n      endDate\n      markdownContent\n      workspace {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssistantCreateReport($input: CreateReportInput!) {\n    createReport(input: $input) {\n      id\n      title\n      type\n      startDate\n      endDate\n      markdownContent\n      workspace {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantChart($kind: ChartKind!, $start: LocalDate!, $end: LocalDate!) {\n    myWorkChart(kind: $kind, startDate: $start, endDate: $end) {\n      kind\n      title\n      subtitle\n      startDate\n      endDate\n      values {\n        label\n        value\n        text\n      }\n      svg\n      pngDataUrl\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  query AssistantChart($kind: ChartKind!, $start: LocalDate!, $end: LocalDate!) {\n    myWorkChart(kind: $kind, startDate: $start, endDate: $end) {\n      kind\n      title\n      subtitle\n      startDate\n      endDate\n      values {\n        label\n        value\n        text\n      }\n      svg\n      pngDataUrl\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolMyTeams {\n    myTeams {\n      id\n      name\n      workspace {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolMyTeams {\n    myTeams {\n      id\n      name\n      workspace {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolTeamGoals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {\n    goals(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        id\n        title\n        status\n        priority\n        startDate\n        endDate\n        indicatorProgress\n        currentValue\n        targetValue\n        leader {\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolTeamGoals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {\n    goals(filter: $filter, offset: $offset, size: $size) {\n      total\n      items {\n        id\n        title\n        status\n        priority\n        startDate\n        endDate\n        indicatorProgress\n        currentValue\n        targetValue\n        leader {\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolReport($id: UUID!) {\n    report(id: $id) {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      markdownContent\n      author {\n        name\n      }\n      workspace {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolReport($id: UUID!) {\n    report(id: $id) {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      markdownContent\n      author {\n        name\n      }\n      workspace {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolFeedback($id: UUID!) {\n    feedback(id: $id) {\n      id\n      content\n      registerDate\n      sender {\n        name\n      }\n      receiver {\n        name\n      }\n      coreValues {\n        name\n        isPositive\n      }\n      comments {\n        count\n        items {\n          author {\n            name\n          }\n          content\n          registerDate\n          replies {\n            author {\n              name\n            }\n            content\n            registerDate\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolFeedback($id: UUID!) {\n    feedback(id: $id) {\n      id\n      content\n      registerDate\n      sender {\n        name\n      }\n      receiver {\n        name\n      }\n      coreValues {\n        name\n        isPositive\n      }\n      comments {\n        count\n        items {\n          author {\n            name\n          }\n          content\n          registerDate\n          replies {\n            author {\n              name\n            }\n            content\n            registerDate\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ToolFeedbackItem on Feedback {\n    id\n    content\n    registerDate\n    sender {\n      name\n    }\n    receiver {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ToolFeedbackItem on Feedback {\n    id\n    content\n    registerDate\n    sender {\n      name\n    }\n    receiver {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    page: receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ToolFeedbackItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    page: receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ToolFeedbackItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolSentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    page: sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ToolFeedbackItem\n      }\n    }\n  }\n"): (typeof documents)["\n  query ToolSentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {\n    page: sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {\n      total\n      items {\n        ...ToolFeedbackItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ToolImproveFeedback($content: String!) {\n    improveFeedback(content: $content) {\n      hints\n      rewrite\n    }\n  }\n"): (typeof documents)["\n  query ToolImproveFeedback($content: String!) {\n    improveFeedback(content: $content) {\n      hints\n      rewrite\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;