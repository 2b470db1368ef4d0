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

/** A team's people: who may lead or take part in its goals and projects (and the team's name). */
export const TeamPeopleDocument = graphql(`
  query TeamPeople($id: UUID!) {
    team(id: $id) {
      id
      name
      members {
        id
        user {
          ...ProfileFields
        }
      }
    }
  }
`);
