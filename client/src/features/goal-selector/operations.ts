import { graphql } from '../../gql';

/** Active goals the viewer may read and has not hidden, grouped by project, "others" last. */
export const GoalSelectorDocument = graphql(`
  query GoalSelector($workspaceId: UUID) {
    goalSelector(workspaceId: $workspaceId) {
      projectId
      projectName
      goals {
        id
        title
        status
        priority
        endDate
      }
    }
  }
`);
