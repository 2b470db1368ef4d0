import { graphql } from '../gql';

/** The fields of the signed-in user that the whole client relies on. */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    id
    name
    email
    profileImageUrl
    language
    languageCode
    timezone
    mbti
    phone
    planningReminderTime
    planningReminderDays
    emailVerified
    marketingAgreed
    lastWorkspaceId
  }
`);

export const MeDocument = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

export const RefreshSessionDocument = graphql(`
  mutation RefreshSession {
    refreshSession {
      accessToken
      accessTokenExpiresAt
      user {
        ...SessionUser
      }
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      accessTokenExpiresAt
      user {
        ...SessionUser
      }
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUser
    }
  }
`);

export const ViewerUpdatedDocument = graphql(`
  subscription ViewerUpdated {
    viewerUpdated {
      ...SessionUser
    }
  }
`);

/** A colleague as lists show them: picture, name and e-mail (shared by the features' documents). */
export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on UserProfile {
    id
    name
    email
    profileImageUrl
    mbti
  }
`);
