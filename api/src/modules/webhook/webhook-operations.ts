import { graphql } from './gql/index.js';

/**
 * What a delivery reads of its item through the GraphQL API (as the endpoint's admin): codegen
 * (`npm run codegen`) types each answer from schema.graphql into ./gql/.
 */

export const WebhookTodoDocument = graphql(`
  query WebhookTodo($id: UUID!) {
    item: todo(id: $id) {
      id
      title
      masked
      isPublic
      status
      dueDate
      completeDate
      registerDate
      updateDate
      owner {
        id
        name
      }
      goal {
        id
        title
      }
      category {
        name
        color
      }
    }
  }
`);

export const WebhookGoalDocument = graphql(`
  query WebhookGoal($id: UUID!) {
    item: goal(id: $id) {
      id
      title
      status
      priority
      startDate
      endDate
      indicatorProgress
      currentValue
      targetValue
      registerDate
      updateDate
      team {
        id
        name
      }
      leader {
        id
        name
      }
      parent {
        id
      }
    }
  }
`);

export const WebhookReportDocument = graphql(`
  query WebhookReport($id: UUID!) {
    item: report(id: $id) {
      id
      title
      type
      startDate
      endDate
      isDraft
      sentAt
      registerDate
      updateDate
      author {
        id
        name
      }
    }
  }
`);

export const WebhookFeedbackDocument = graphql(`
  query WebhookFeedback($id: UUID!) {
    item: feedback(id: $id) {
      id
      content
      registerDate
      updateDate
      sender {
        id
        name
      }
      receiver {
        id
        name
      }
      coreValues {
        name
        isPositive
      }
    }
  }
`);

export const WebhookCommentDocument = graphql(`
  query WebhookComment($target: CommentTargetInput!) {
    comments(target: $target) {
      items {
        id
        parentId
        content
        registerDate
        updateDate
        author {
          id
          name
        }
        replies {
          id
          parentId
          content
          registerDate
          updateDate
          author {
            id
            name
          }
        }
      }
    }
  }
`);
