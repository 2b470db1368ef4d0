import { graphql } from '../../gql';

/** The sizes of the four tabs and the unread received feedback (tab labels, the sidebar dot). */
export const FeedbackCountsDocument = graphql(`
  query FeedbackCounts($workspaceId: UUID!) {
    feedbackCounts(workspaceId: $workspaceId) {
      received
      unreadReceived
      sent
      receivedRequests
      sentRequests
    }
  }
`);

/** Feedback the viewer received in a workspace, newest first (the Received tab). */
export const ReceivedFeedbackDocument = graphql(`
  query ReceivedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {
    receivedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {
      total
      items {
        ...FeedbackCard_feedback
      }
    }
  }
`);

/** Feedback the viewer sent in a workspace, newest first (the Sent tab). */
export const SentFeedbackDocument = graphql(`
  query SentFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {
    sentFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {
      total
      items {
        ...FeedbackCard_feedback
      }
    }
  }
`);

/** Received feedback the viewer bookmarked, newest bookmark first (the side panel). */
export const BookmarkedFeedbackDocument = graphql(`
  query BookmarkedFeedback($workspaceId: UUID!, $offset: Int!, $size: Int!) {
    bookmarkedFeedback(workspaceId: $workspaceId, offset: $offset, size: $size) {
      total
      items {
        ...BookmarkPanel_feedback
      }
    }
  }
`);

/** Open requests to the viewer (the Received requests tab). */
export const ReceivedFeedbackRequestsDocument = graphql(`
  query ReceivedFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {
    receivedFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {
      total
      items {
        ...RequestCard_request
      }
    }
  }
`);

/** The viewer's open requests, rejected ones included (the Sent requests tab). */
export const SentFeedbackRequestsDocument = graphql(`
  query SentFeedbackRequests($workspaceId: UUID!, $offset: Int!, $size: Int!) {
    sentFeedbackRequests(workspaceId: $workspaceId, offset: $offset, size: $size) {
      total
      items {
        ...RequestCard_request
      }
    }
  }
`);

/** One feedback (/workspace/{workspaceId}/feedback/{feedbackId}). */
export const FeedbackDetailDocument = graphql(`
  query FeedbackDetail($id: UUID!) {
    feedback(id: $id) {
      ...FeedbackCard_feedback
    }
  }
`);

/** The request a feedback answers ("see request"). */
export const LinkedRequestDocument = graphql(`
  query LinkedRequest($id: UUID!) {
    feedbackRequest(id: $id) {
      ...RequestDialog_request
    }
  }
`);

/** Who feedback can go to (the active members but the viewer) and whether the viewer manages core values. */
export const FeedbackColleaguesDocument = graphql(`
  query FeedbackColleagues($workspaceId: UUID!) {
    workspace(id: $workspaceId) {
      id
      viewerRole
      members {
        id
        status
        user {
          id
          name
          email
          profileImageUrl
        }
      }
    }
  }
`);

/** The workspace's core values (the form's pickers and the settings dialog). */
export const CoreValueUsageDocument = graphql(`
  query CoreValueUsage($workspaceId: UUID!, $from: LocalDate!, $to: LocalDate!) {
    coreValueUsage(workspaceId: $workspaceId, from: $from, to: $to) {
      id
      name
      active
      positive
      negative
    }
  }
`);

export const CoreValuesDocument = graphql(`
  query CoreValues($workspaceId: UUID!) {
    coreValues(workspaceId: $workspaceId) {
      id
      name
      enable
    }
  }
`);

/** A person's to-dos of the period, by goal: the form's to-do picker. */
export const FeedbackTodoChoicesDocument = graphql(`
  query FeedbackTodoChoices($input: TodoChoiceInput!) {
    feedbackTodoChoices(input: $input) {
      ...TodoLine_todo
    }
  }
`);

/** A feedback or a request of the viewer changed in the workspace: open lists and counts refetch. */
export const FeedbackChangedDocument = graphql(`
  subscription FeedbackChanged($workspaceId: UUID!) {
    feedbackChanged(workspaceId: $workspaceId) {
      workspaceId
      kind
      id
      cancelled
    }
  }
`);

/** Improve in the form: hints of the rules and, with a model, a rewrite (nothing stored). */
export const ImproveFeedbackDocument = graphql(`
  query ImproveFeedback($content: String!) {
    improveFeedback(content: $content) {
      hints
      rewrite
    }
  }
`);
