import { graphql } from '../../gql';

export const TeamSummaryFragment = graphql(`
  fragment TeamSummary on Team {
    id
    name
    description
    viewerIsMember
    workspace {
      id
    }
  }
`);

/** The viewer's teams of one workspace, for the sidebar. */
export const MyTeamsDocument = graphql(`
  query MyTeams($workspaceId: UUID) {
    myTeams(workspaceId: $workspaceId) {
      ...TeamSummary
    }
  }
`);

/** A team page: the team, its members, what the viewer may do, and the workspace members to add. */
export const TeamDocument = graphql(`
  query Team($id: UUID!) {
    team(id: $id) {
      ...TeamSummary
      registerDate
      viewerCan {
        addMembers
        removeMembers
        leave
        update
        delete
      }
      members {
        ...TeamMembersPage_member
      }
      workspace {
        id
        name
        members {
          id
          role
          status
          user {
            ...ProfileFields
          }
        }
      }
    }
  }
`);

export const CreateTeamDocument = graphql(`
  mutation CreateTeam($input: CreateTeamInput!) {
    createTeam(input: $input) {
      ...TeamSummary
    }
  }
`);

export const DeleteTeamDocument = graphql(`
  mutation DeleteTeam($id: UUID!) {
    deleteTeam(id: $id)
  }
`);

export const AddTeamMembersDocument = graphql(`
  mutation AddTeamMembers($teamId: UUID!, $userIds: [UUID!]!) {
    addTeamMembers(teamId: $teamId, userIds: $userIds) {
      id
      members {
        ...TeamMembersPage_member
      }
    }
  }
`);

export const RemoveTeamMemberDocument = graphql(`
  mutation RemoveTeamMember($teamId: UUID!, $userId: UUID!) {
    removeTeamMember(teamId: $teamId, userId: $userId)
  }
`);

export const LeaveTeamDocument = graphql(`
  mutation LeaveTeam($teamId: UUID!) {
    leaveTeam(teamId: $teamId)
  }
`);

/** The people of a workspace a new team may take in (its active members). */
export const CreateTeamCandidatesDocument = graphql(`
  query CreateTeamCandidates($id: UUID!) {
    workspace(id: $id) {
      id
      members {
        id
        status
        user {
          ...ProfileFields
        }
      }
    }
  }
`);
