import { graphql } from '../../gql';

export const DemoDataPresentDocument = graphql(`
  query DemoDataPresent {
    demoDataPresent
  }
`);
