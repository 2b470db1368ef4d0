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

/** Members of a workspace, for pickers (create team). */
export const CreateWorkspaceDocument = graphql(`
  mutation CreateWorkspace($input: CreateWorkspaceInput!) {
    createWorkspace(input: $input) {
      ...WorkspaceSummary
    }
  }
`);

export const UpdateWorkspaceDocument = graphql(`
  mutation UpdateWorkspace($id: UUID!, $input: UpdateWorkspaceInput!) {
    updateWorkspace(id: $id, input: $input) {
      ...WorkspaceSummary
    }
  }
`);

export const DeleteWorkspaceDocument = graphql(`
  mutation DeleteWorkspace($id: UUID!) {
    deleteWorkspace(id: $id)
  }
`);

export const InviteWorkspaceMembersDocument = graphql(`
  mutation InviteWorkspaceMembers($input: InviteMembersInput!) {
    inviteWorkspaceMembers(input: $input) {
      ...PendingInvitations_invitation
    }
  }
`);

export const CancelInvitationDocument = graphql(`
  mutation CancelInvitation($id: UUID!) {
    cancelInvitation(id: $id) {
      id
      status
    }
  }
`);

export const ChangeWorkspaceMemberRoleDocument = graphql(`
  mutation ChangeWorkspaceMemberRole($workspaceId: UUID!, $userId: UUID!, $role: WorkspaceRole!) {
    changeWorkspaceMemberRole(workspaceId: $workspaceId, userId: $userId, role: $role) {
      ...MembersTab_member
    }
  }
`);

export const RemoveWorkspaceMemberDocument = graphql(`
  mutation RemoveWorkspaceMember($workspaceId: UUID!, $userId: UUID!) {
    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)
  }
`);
