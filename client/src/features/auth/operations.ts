import { graphql } from '../../gql';

export const EmailExistsDocument = graphql(`
  query EmailExists($email: String!) {
    emailExists(email: $email)
  }
`);
