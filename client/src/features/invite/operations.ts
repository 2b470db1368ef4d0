import { graphql } from '../../gql';

export const InvitationDocument = graphql(`
  query Invitation($id: UUID!) {
    invitation(id: $id) {
      ...InvitePage_invitation
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
      ...InvitePage_invitation
    }
  }
`);
