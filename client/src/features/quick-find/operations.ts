import { graphql } from '../../gql';

/** The quick switcher's hits for what was typed: at most `size` of each kind, grouped by kind. */
export const QuickFindDocument = graphql(`
  query QuickFind($text: String!, $size: Int) {
    quickFind(text: $text, size: $size) {
      kind
      id
      title
      workspaceId
      workspaceName
      teamId
    }
  }
`);
