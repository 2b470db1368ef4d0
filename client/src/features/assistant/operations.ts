import { graphql } from '../../gql';

/** The viewer's conversations with the assistant, last spoken in first (the history panel). */
export const AssistantSessionsDocument = graphql(`
  query AssistantSessions($offset: Int!, $size: Int!) {
    assistantSessions(offset: $offset, size: $size) {
      total
      items {
        ...HistoryItem_session
      }
    }
  }
`);

/** A conversation's messages, oldest first, with the tools of each answer (their cards). */
export const AssistantMessagesDocument = graphql(`
  query AssistantMessages($sessionId: UUID!) {
    assistantMessages(sessionId: $sessionId) {
      id
      isUser
      content
      registerDate
      tools {
        id
        name
        input
        result
        error
      }
      parts {
        kind
        text
        toolId
        reason
      }
    }
  }
`);
