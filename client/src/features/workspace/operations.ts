import { graphql } from '../../gql';

/** A colleague as lists show them: picture, name and e-mail. */
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on UserProfile {
    id
    name
    email
    profileImageUrl
    mbti
  }
`);

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

export const WorkspaceMemberFieldsFragment = graphql(`
  fragment WorkspaceMemberFields on WorkspaceMember {
    id
    role
    status
    registerDate
    user {
      ...ProfileFields
    }
    viewerCan {
      changeRole
      assignableRoles
      remove
    }
  }
`);

export const PendingInvitationFieldsFragment = graphql(`
  fragment PendingInvitationFields on Invitation {
    id
    email
    role
    status
    registerDate
    inviter {
      id
      name
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
        ...WorkspaceMemberFields
      }
      pendingInvitations {
        ...PendingInvitationFields
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
      ...PendingInvitationFields
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
      ...WorkspaceMemberFields
    }
  }
`);

export const RemoveWorkspaceMemberDocument = graphql(`
  mutation RemoveWorkspaceMember($workspaceId: UUID!, $userId: UUID!) {
    removeWorkspaceMember(workspaceId: $workspaceId, userId: $userId)
  }
`);
