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
    "\n  query WebhookTodo($id: UUID!) {\n    item: todo(id: $id) {\n      id\n      title\n      masked\n      isPublic\n      status\n      dueDate\n      completeDate\n      registerDate\n      updateDate\n      owner {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      category {\n        name\n        color\n      }\n    }\n  }\n": typeof types.WebhookTodoDocument,
    "\n  query WebhookGoal($id: UUID!) {\n    item: goal(id: $id) {\n      id\n      title\n      status\n      priority\n      startDate\n      endDate\n      indicatorProgress\n      currentValue\n      targetValue\n      registerDate\n      updateDate\n      team {\n        id\n        name\n      }\n      leader {\n        id\n        name\n      }\n      parent {\n        id\n      }\n    }\n  }\n": typeof types.WebhookGoalDocument,
    "\n  query WebhookReport($id: UUID!) {\n    item: report(id: $id) {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      registerDate\n      updateDate\n      author {\n        id\n        name\n      }\n    }\n  }\n": typeof types.WebhookReportDocument,
    "\n  query WebhookFeedback($id: UUID!) {\n    item: feedback(id: $id) {\n      id\n      content\n      registerDate\n      updateDate\n      sender {\n        id\n        name\n      }\n      receiver {\n        id\n        name\n      }\n      coreValues {\n        name\n        isPositive\n      }\n    }\n  }\n": typeof types.WebhookFeedbackDocument,
    "\n  query WebhookComment($target: CommentTargetInput!) {\n    comments(target: $target) {\n      items {\n        id\n        parentId\n        content\n        registerDate\n        updateDate\n        author {\n          id\n          name\n        }\n        replies {\n          id\n          parentId\n          content\n          registerDate\n          updateDate\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.WebhookCommentDocument,
};
const documents: Documents = {
    "\n  query WebhookTodo($id: UUID!) {\n    item: todo(id: $id) {\n      id\n      title\n      masked\n      isPublic\n      status\n      dueDate\n      completeDate\n      registerDate\n      updateDate\n      owner {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      category {\n        name\n        color\n      }\n    }\n  }\n": types.WebhookTodoDocument,
    "\n  query WebhookGoal($id: UUID!) {\n    item: goal(id: $id) {\n      id\n      title\n      status\n      priority\n      startDate\n      endDate\n      indicatorProgress\n      currentValue\n      targetValue\n      registerDate\n      updateDate\n      team {\n        id\n        name\n      }\n      leader {\n        id\n        name\n      }\n      parent {\n        id\n      }\n    }\n  }\n": types.WebhookGoalDocument,
    "\n  query WebhookReport($id: UUID!) {\n    item: report(id: $id) {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      registerDate\n      updateDate\n      author {\n        id\n        name\n      }\n    }\n  }\n": types.WebhookReportDocument,
    "\n  query WebhookFeedback($id: UUID!) {\n    item: feedback(id: $id) {\n      id\n      content\n      registerDate\n      updateDate\n      sender {\n        id\n        name\n      }\n      receiver {\n        id\n        name\n      }\n      coreValues {\n        name\n        isPositive\n      }\n    }\n  }\n": types.WebhookFeedbackDocument,
    "\n  query WebhookComment($target: CommentTargetInput!) {\n    comments(target: $target) {\n      items {\n        id\n        parentId\n        content\n        registerDate\n        updateDate\n        author {\n          id\n          name\n        }\n        replies {\n          id\n          parentId\n          content\n          registerDate\n          updateDate\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.WebhookCommentDocument,
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
export function graphql(source: "\n  query WebhookTodo($id: UUID!) {\n    item: todo(id: $id) {\n      id\n      title\n      masked\n      isPublic\n      status\n      dueDate\n      completeDate\n      registerDate\n      updateDate\n      owner {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      category {\n        name\n        color\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookTodo($id: UUID!) {\n    item: todo(id: $id) {\n      id\n      title\n      masked\n      isPublic\n      status\n      dueDate\n      completeDate\n      registerDate\n      updateDate\n      owner {\n        id\n        name\n      }\n      goal {\n        id\n        title\n      }\n      category {\n        name\n        color\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookGoal($id: UUID!) {\n    item: goal(id: $id) {\n      id\n      title\n      status\n      priority\n      startDate\n      endDate\n      indicatorProgress\n      currentValue\n      targetValue\n      registerDate\n      updateDate\n      team {\n        id\n        name\n      }\n      leader {\n        id\n        name\n      }\n      parent {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookGoal($id: UUID!) {\n    item: goal(id: $id) {\n      id\n      title\n      status\n      priority\n      startDate\n      endDate\n      indicatorProgress\n      currentValue\n      targetValue\n      registerDate\n      updateDate\n      team {\n        id\n        name\n      }\n      leader {\n        id\n        name\n      }\n      parent {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookReport($id: UUID!) {\n    item: report(id: $id) {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      registerDate\n      updateDate\n      author {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookReport($id: UUID!) {\n    item: report(id: $id) {\n      id\n      title\n      type\n      startDate\n      endDate\n      isDraft\n      sentAt\n      registerDate\n      updateDate\n      author {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookFeedback($id: UUID!) {\n    item: feedback(id: $id) {\n      id\n      content\n      registerDate\n      updateDate\n      sender {\n        id\n        name\n      }\n      receiver {\n        id\n        name\n      }\n      coreValues {\n        name\n        isPositive\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookFeedback($id: UUID!) {\n    item: feedback(id: $id) {\n      id\n      content\n      registerDate\n      updateDate\n      sender {\n        id\n        name\n      }\n      receiver {\n        id\n        name\n      }\n      coreValues {\n        name\n        isPositive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookComment($target: CommentTargetInput!) {\n    comments(target: $target) {\n      items {\n        id\n        parentId\n        content\n        registerDate\n        updateDate\n        author {\n          id\n          name\n        }\n        replies {\n          id\n          parentId\n          content\n          registerDate\n          updateDate\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookComment($target: CommentTargetInput!) {\n    comments(target: $target) {\n      items {\n        id\n        parentId\n        content\n        registerDate\n        updateDate\n        author {\n          id\n          name\n        }\n        replies {\n          id\n          parentId\n          content\n          registerDate\n          updateDate\n          author {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;