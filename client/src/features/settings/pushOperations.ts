import { graphql } from '../../gql';

export const PushPublicKeyDocument = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

export const SubscribePushDocument = graphql(`
  mutation SubscribePush($input: PushSubscriptionInput!) {
    subscribePush(input: $input)
  }
`);

export const UnsubscribePushDocument = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);
