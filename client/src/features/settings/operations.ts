import { graphql } from '../../gql';

export const DemoDataPresentDocument = graphql(`
  query DemoDataPresent {
    demoDataPresent
  }
`);

export const RemoveDemoDataDocument = graphql(`
  mutation RemoveDemoData {
    removeDemoData
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export const DeleteAccountDocument = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);
