import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../../apollo/errorMessages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { LoadFailed } from '../../../components/LoadFailed';
import { notifyError } from '../../../components/notify';
import { OneTimeSecret } from '../../../components/OneTimeSecret';
import type { WebhookEndpointFieldsFragment, WebhookEventType } from '../../../gql/graphql';
import { webhookMessages } from './messages';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  SetWebhookEndpointEnabledDocument,
  UpdateWebhookEndpointDocument,
  WebhookEndpointsDocument,
} from './operations';
import { WebhookEndpointCard } from './WebhookEndpointCard';
import { WebhookForm } from './WebhookForm';

type Editing = { mode: 'add' } | { mode: 'edit'; endpoint: WebhookEndpointFieldsFragment } | null;

/** Workspace settings, Webhooks tab (issue 18, admins): endpoints, their secret once, their state and log. */
export function WebhooksTab({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const refetchQueries = [{ query: WebhookEndpointsDocument, variables: { workspaceId } }];
  const list = useQuery(WebhookEndpointsDocument, { variables: { workspaceId }, fetchPolicy: 'cache-and-network' });
  const [create, created] = useMutation(CreateWebhookEndpointDocument, { refetchQueries });
  const [update, updated] = useMutation(UpdateWebhookEndpointDocument);
  const [setEnabled, toggled] = useMutation(SetWebhookEndpointEnabledDocument);
  const [remove, removed] = useMutation(DeleteWebhookEndpointDocument, { refetchQueries });
  const [editing, setEditing] = useState<Editing>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpointFieldsFragment | null>(null);

  const save = async (url: string, events: WebhookEventType[]) => {
    setProblem(null);
    try {
      if (editing?.mode === 'edit') await update({ variables: { id: editing.endpoint.id, input: { url, events } } });
      else {
        const { data } = await create({ variables: { input: { workspaceId, url, events } } });
        setSecret(data?.createWebhookEndpoint.secret ?? null);
      }
      setEditing(null);
    } catch (error) {
      setProblem(formatError(error));
    }
  };
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      const detail = formatError(error);
      if (detail !== null) notifyError(intl.formatMessage(webhookMessages.failed, { detail }));
    }
  };

  const endpoints = list.data?.webhookEndpoints;
  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="gray.7">
        {intl.formatMessage(webhookMessages.intro)}
      </Text>
      {secret && (
        <OneTimeSecret
          title={intl.formatMessage(webhookMessages.secretTitle)}
          body={intl.formatMessage(webhookMessages.secretBody)}
          secret={secret}
          testId="webhook-secret"
          onDone={() => setSecret(null)}
        />
      )}
      <Group justify="flex-end">
        <Button onClick={() => setEditing({ mode: 'add' })}>{intl.formatMessage(webhookMessages.add)}</Button>
      </Group>
      {list.error && !endpoints ? (
        <LoadFailed
          message={intl.formatMessage(webhookMessages.loadFailed)}
          retryLabel={intl.formatMessage(webhookMessages.retry)}
          onRetry={() => void list.refetch()}
        />
      ) : !endpoints ? (
        <Skeleton height={100} radius="md" />
      ) : endpoints.length === 0 ? (
        <Text size="sm" c="gray.7">
          {intl.formatMessage(webhookMessages.empty)}
        </Text>
      ) : (
        endpoints.map((endpoint) => (
          <WebhookEndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            busy={toggled.loading}
            onEdit={() => setEditing({ mode: 'edit', endpoint })}
            onToggle={() => void act(() => setEnabled({ variables: { id: endpoint.id, enabled: !endpoint.enabled } }))}
            onRemove={() => setRemoving(endpoint)}
          />
        ))
      )}
      <FormDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={intl.formatMessage(editing?.mode === 'edit' ? webhookMessages.edit : webhookMessages.add)}
        busy={created.loading || updated.loading}
        size="lg"
      >
        <WebhookForm
          initialUrl={editing?.mode === 'edit' ? editing.endpoint.url : undefined}
          initialEvents={editing?.mode === 'edit' ? editing.endpoint.events : undefined}
          submitLabel={intl.formatMessage(editing?.mode === 'edit' ? webhookMessages.save : webhookMessages.add)}
          loading={created.loading || updated.loading}
          problem={problem}
          onSubmit={(url, events) => void save(url, events)}
          onCancel={() => setEditing(null)}
        />
      </FormDialog>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={intl.formatMessage(webhookMessages.removeTitle)}
        confirmLabel={intl.formatMessage(webhookMessages.remove)}
        loading={removed.loading}
        onConfirm={() =>
          removing &&
          void act(async () => {
            await remove({ variables: { id: removing.id } });
            setRemoving(null);
          })
        }
      >
        {intl.formatMessage(webhookMessages.removeBody, { url: removing?.url ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
