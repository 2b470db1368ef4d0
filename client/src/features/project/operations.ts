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

/** The members of a team, to pick a project's leader and participants from. */
export const ProjectTeamMembersDocument = graphql(`
  query ProjectTeamMembers($id: UUID!) {
    team(id: $id) {
      id
      members {
        id
        user {
          ...ProfileFields
        }
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
        id
        name
        members {
          id
          user {
            ...ProfileFields
          }
        }
        workspace {
          id
          teams {
            id
            name
          }
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

export const CreateProjectDocument = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      ...ProjectTable_project
    }
  }
`);

export const UpdateProjectDocument = graphql(`
  mutation UpdateProject($id: UUID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...ProjectTable_project
      description
    }
  }
`);

export const DeleteProjectDocument = graphql(`
  mutation DeleteProject($id: UUID!) {
    deleteProject(id: $id)
  }
`);

export const SetProjectSharingDocument = graphql(`
  mutation SetProjectSharing($input: ProjectSharingInput!) {
    setProjectSharing(input: $input) {
      ...ProjectSharing_project
    }
  }
`);
