import { graphql } from './gql/index.js';

/**
 * The GraphQL operations the assistant's tools (and its engine's look-ups) run as the user: codegen
 * (`npm run codegen`) types each answer and its variables from schema.graphql into ./gql/.
 */

export const AssistantPlannedTodo = graphql(`
  fragment AssistantPlannedTodo on Planner {
    id
    blocks
    todo {
      id
      title
      masked
      status
      category {
        name
        colorName
        color
      }
    }
  }
`);

export const AssistantPlannerDayDocument = graphql(`
  query AssistantPlannerDay($date: LocalDate!, $userId: UUID) {
    plannerDay(date: $date, userId: $userId) {
      ...AssistantPlannedTodo
    }
  }
`);

export const AssistantMembersDocument = graphql(`
  query AssistantMembers {
    myWorkspaces {
      id
      name
      members {
        user {
          id
          name
        }
      }
    }
  }
`);

export const AssistantWorkspacesDocument = graphql(`
  query AssistantWorkspaces {
    myWorkspaces {
      id
      name
    }
  }
`);

export const AssistantCreateTodoDocument = graphql(`
  mutation AssistantCreateTodo($input: CreateTodoInput!) {
    createTodo(input: $input) {
      id
      title
      content
      registerDate
      category {
        name
        colorName
        color
      }
      planners {
        id
        plannerDate
        blocks
      }
    }
  }
`);

export const AssistantSearchNotesDocument = graphql(`
  query AssistantSearchNotes($search: String!, $size: Int!) {
    drive(filter: { search: $search, searchIn: TITLE_AND_TEXT }, size: $size) {
      total
      items {
        id
        title
        registerDate
        author {
          name
        }
      }
    }
  }
`);

export const AssistantReadNoteDocument = graphql(`
  query AssistantReadNote($id: UUID!) {
    note(id: $id) {
      id
      title
      content
      registerDate
      author {
        name
      }
    }
  }
`);

export const AssistantCreateReportDocument = graphql(`
  mutation AssistantCreateReport($input: CreateReportInput!) {
    createReport(input: $input) {
      id
      title
      type
      startDate
      endDate
      markdownContent
      workspace {
        id
        name
      }
    }
  }
`);

export const AssistantChartDocument = graphql(`
  query AssistantChart($kind: ChartKind!, $start: LocalDate!, $end: LocalDate!) {
    myWorkChart(kind: $kind, startDate: $start, endDate: $end) {
      kind
      title
      subtitle
      startDate
      endDate
      values {
        label
        value
        text
      }
      svg
      pngDataUrl
      width
      height
    }
  }
`);

export const ToolMyTeamsDocument = graphql(`
  query ToolMyTeams {
    myTeams {
      id
      name
      workspace {
        id
        name
      }
    }
  }
`);

export const ToolTeamGoalsDocument = graphql(`
  query ToolTeamGoals($filter: GoalListFilter!, $offset: Int!, $size: Int!) {
    goals(filter: $filter, offset: $offset, size: $size) {
      total
      items {
        id
        title
        status
        priority
        startDate
        endDate
        indicatorProgress
        currentValue
        targetValue
        leader {
          name
        }
      }
    }
  }
`);

export const ToolReportDocument = graphql(`
  query ToolReport($id: UUID!) {
    report(id: $id) {
      id
      title
      type
      startDate
      endDate
      isDraft
      sentAt
      markdownContent
      author {
        name
      }
      workspace {
        id
        name
      }
    }
  }
`);

export const ToolFeedbackDocument = graphql(`
  query ToolFeedback($id: UUID!) {
    feedback(id: $id) {
      id
      content
      registerDate
      sender {
        name
      }
      receiver {
        name
      }
      coreValues {
        name
        isPositive
      }
      comments {
        count
        items {
          author {
            name
          }
          content
          registerDate
          replies {
            author {
              name
            }
            content
            registerDate
          }
        }
      }
    }
  }
`);

export const ToolFeedbackItem = graphql(`
  fragment ToolFeedbackItem on Feedback {
    id
    content
    registerDate
    sender {
      name
    }
    receiver {
      name
    }
  }
`);

export const ToolReceivedFeedbackDocument = graphql(`
  query ToolReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {
    page: receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {
      total
      items {
        ...ToolFeedbackItem
      }
    }
  }
`);

export const ToolSentFeedbackDocument = graphql(`
  query ToolSentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {
    page: sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {
      total
      items {
        ...ToolFeedbackItem
      }
    }
  }
`);

export const ToolImproveFeedbackDocument = graphql(`
  query ToolImproveFeedback($content: String!) {
    improveFeedback(content: $content) {
      hints
      rewrite
    }
  }
`);
