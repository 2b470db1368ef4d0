import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../../apollo/errorMessages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { LoadFailed } from '../../../components/LoadFailed';
import { notifyError, notifySuccess } from '../../../components/notify';
import type { PersonalAccessTokenRowFragment } from '../../../gql/graphql';
import { SettingsSection } from '../SettingsSection';
import { CreateTokenForm } from './CreateTokenForm';
import { tokenMessages } from './messages';
import { NewTokenNotice } from './NewTokenNotice';
import { PersonalAccessTokensDocument, RevokePersonalAccessTokenDocument } from './operations';
import { TokenTable } from './TokenTable';

/** Settings, API tab (issue 18): the viewer's personal access tokens, created, shown once and revoked here. */
export function ApiTokensSection({ timeZone }: { readonly timeZone: string }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const tokens = useQuery(PersonalAccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<PersonalAccessTokenRowFragment | null>(null);
  const [revoke, { loading: revokeBusy }] = useMutation(RevokePersonalAccessTokenDocument, {
    refetchQueries: [PersonalAccessTokensDocument],
  });

  const onRevoke = async (token: PersonalAccessTokenRowFragment) => {
    try {
      await revoke({ variables: { id: token.id } });
      setRevoking(null);
      notifySuccess(intl.formatMessage(tokenMessages.revoked));
    } catch (error) {
      const detail = formatError(error);
      if (detail !== null) notifyError(intl.formatMessage(tokenMessages.failed, { detail }));
    }
  };

  const list = tokens.data?.personalAccessTokens;
  return (
    <SettingsSection
      title={intl.formatMessage(tokenMessages.title)}
      description={intl.formatMessage(tokenMessages.description)}
    >
      {created && <NewTokenNotice token={created} onDone={() => setCreated(null)} />}
      <Group justify="space-between">
        <Anchor href="/graphiql" target="_blank" size="sm">
          {intl.formatMessage(tokenMessages.playground)}
        </Anchor>
        <Button onClick={() => setCreating(true)}>{intl.formatMessage(tokenMessages.create)}</Button>
      </Group>
      {tokens.error && !list ? (
        <LoadFailed
          message={intl.formatMessage(tokenMessages.loadFailed)}
          retryLabel={intl.formatMessage(tokenMessages.retry)}
          onRetry={() => void tokens.refetch()}
        />
      ) : !list ? (
        <Skeleton height={80} radius="md" />
      ) : list.length === 0 ? (
        <Text size="sm" c="gray.7">
          {intl.formatMessage(tokenMessages.empty)}
        </Text>
      ) : (
        <TokenTable tokens={list} timeZone={timeZone} onRevoke={setRevoking} />
      )}
      <FormDialog
        opened={creating}
        onClose={() => setCreating(false)}
        title={intl.formatMessage(tokenMessages.create)}
        busy={false}
      >
        <CreateTokenForm
          timeZone={timeZone}
          onCancel={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      </FormDialog>
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={intl.formatMessage(tokenMessages.revokeTitle)}
        confirmLabel={intl.formatMessage(tokenMessages.revoke)}
        loading={revokeBusy}
        onConfirm={() => revoking && void onRevoke(revoking)}
      >
        {intl.formatMessage(tokenMessages.revokeBody, { name: revoking?.name ?? '' })}
      </ConfirmDialog>
    </SettingsSection>
  );
}
