import { graphql } from '../../gql';

/** What the sidebar and the switcher need of each workspace. */
export const WorkspaceSummaryFragment = graphql(`
  fragment WorkspaceSummary on Workspace {
    id
    name
    description
    profileImageUrl
    viewerRole
    viewerCan {
      createTeam
      update
      invite
      delete
    }
  }
`);

export const MyWorkspacesDocument = graphql(`
  query MyWorkspaces {
    myWorkspaces {
      ...WorkspaceSummary
    }
  }
`);

/** The settings page: members, pending invitations (admins) and teams with their members. */
export const WorkspaceSettingsDocument = graphql(`
  query WorkspaceSettings($id: UUID!) {
    workspace(id: $id) {
      ...WorkspaceSummary
      registerDate
      announcementsLeftToday
      viewerCan {
        announce
      }
      members {
        ...MembersTab_member
      }
      pendingInvitations {
        ...PendingInvitations_invitation
      }
      teams {
        id
        name
        description
        viewerIsMember
        viewerCan {
          delete
          update
          addMembers
          removeMembers
          leave
        }
        members {
          id
          user {
            ...ProfileFields
          }
        }
      }
    }
  }
`);
