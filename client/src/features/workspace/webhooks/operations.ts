import { graphql } from '../../../gql';

export const WebhookEndpointFieldsFragment = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    events
    enabled
    consecutiveFailures
    disabledReason
    registerDate
    registeredBy {
      id
      name
    }
  }
`);

export const WebhookEndpointsDocument = graphql(`
  query WebhookEndpoints($workspaceId: UUID!) {
    webhookEndpoints(workspaceId: $workspaceId) {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($endpointId: UUID!, $offset: Int!) {
    webhookDeliveries(endpointId: $endpointId, offset: $offset, size: 20) {
      total
      items {
        id
        eventType
        status
        attempts
        responseStatus
        responseMs
        error
        updateDate
      }
    }
  }
`);

export const CreateWebhookEndpointDocument = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const UpdateWebhookEndpointDocument = graphql(`
  mutation UpdateWebhookEndpoint($id: UUID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const SetWebhookEndpointEnabledDocument = graphql(`
  mutation SetWebhookEndpointEnabled($id: UUID!, $enabled: Boolean!) {
    setWebhookEndpointEnabled(id: $id, enabled: $enabled) {
      ...WebhookEndpointFields
    }
  }
`);

export const DeleteWebhookEndpointDocument = graphql(`
  mutation DeleteWebhookEndpoint($id: UUID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);
