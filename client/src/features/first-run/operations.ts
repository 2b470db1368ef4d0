import { graphql } from '../../gql';

/** The invitations waiting for the person: the first step offers them beside creating a workspace. */
export const MyInvitationsDocument = graphql(`
  query MyInvitations {
    myInvitations {
      id
      role
      workspaceId
      workspaceName
      inviter {
        id
        name
      }
    }
  }
`);

/** The first to-do, planned on today in the same call. */
export const FirstRunCreateTodoDocument = graphql(`
  mutation FirstRunCreateTodo($input: CreateTodoInput!) {
    createTodo(input: $input) {
      id
      title
    }
  }
`);
