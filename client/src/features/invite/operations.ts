import { graphql } from '../../gql';

export const InvitationDocument = graphql(`
  query Invitation($id: UUID!) {
    invitation(id: $id) {
      ...InvitePage_invitation
    }
  }
`);
