import { graphql } from '../../../gql';

export const PersonalAccessTokensDocument = graphql(`
  query PersonalAccessTokens {
    personalAccessTokens {
      ...PersonalAccessTokenRow
    }
  }
`);

export const PersonalAccessTokenRowFragment = graphql(`
  fragment PersonalAccessTokenRow on PersonalAccessToken {
    id
    name
    hint
    scope
    createdAt
    expiresAt
    lastUsedAt
    lastUsedIp
    workspaceId
    workspaceName
  }
`);

export const CreatePersonalAccessTokenDocument = graphql(`
  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {
    createPersonalAccessToken(input: $input) {
      token
      personalAccessToken {
        ...PersonalAccessTokenRow
      }
    }
  }
`);

export const RevokePersonalAccessTokenDocument = graphql(`
  mutation RevokePersonalAccessToken($id: UUID!) {
    revokePersonalAccessToken(id: $id) {
      id
    }
  }
`);
