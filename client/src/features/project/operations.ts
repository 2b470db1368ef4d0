import { graphql } from '../../gql';

/** Projects of one team, or of all the viewer's teams in a workspace; newest first. */
export const ProjectsDocument = graphql(`
  query Projects($teamId: UUID, $workspaceId: UUID, $offset: Int!, $size: Int!) {
    projects(teamId: $teamId, workspaceId: $workspaceId, offset: $offset, size: $size) {
      total
      items {
        ...ProjectTable_project
      }
    }
  }
`);

/** The project detail: overview fields, sharing, the owning team's people and workspace teams, its goals. */
export const ProjectDocument = graphql(`
  query Project($id: UUID!) {
    project(id: $id) {
      ...ProjectTable_project
      ...ProjectSharing_project
      description
      viewerCan {
        edit
        delete
        share
      }
      team {
        ...WorkItemTeam
        viewerIsMember
        workspace {
          id
        }
      }
      goals {
        id
        title
        status
        priority
        endDate
        leader {
          ...ProfileFields
        }
      }
    }
  }
`);
