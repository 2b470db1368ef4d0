import { graphql } from '../../gql';

export const InvitationFieldsFragment = graphql(`
  fragment InvitationFields on Invitation {
    id
    email
    role
    status
    registerDate
    respondedAt
    viewerEmailMatches
    workspaceId
    workspaceName
    inviter {
      id
      name
      email
      profileImageUrl
    }
  }
`);

export const InvitationDocument = graphql(`
  query Invitation($id: UUID!) {
    invitation(id: $id) {
      ...InvitationFields
    }
  }
`);

export const AcceptInvitationDocument = graphql(`
  mutation AcceptInvitation($id: UUID!) {
    acceptInvitation(id: $id) {
      id
      name
    }
  }
`);

export const RejectInvitationDocument = graphql(`
  mutation RejectInvitation($id: UUID!) {
    rejectInvitation(id: $id) {
      ...InvitationFields
    }
  }
`);
