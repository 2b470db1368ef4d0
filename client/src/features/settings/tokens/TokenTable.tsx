import { Badge, Button, Table, Text } from '@mantine/core';
import { DateTime } from 'luxon';
import { useIntl, type IntlShape } from 'react-intl';
import { formatDay } from '../../../components/formatDay';
import { relativeTime } from '../../../components/relativeTime';
import type { PersonalAccessTokenRowFragment } from '../../../gql/graphql';
import { tokenMessages } from './messages';

interface Props {
  readonly tokens: readonly PersonalAccessTokenRowFragment[];
  readonly timeZone: string;
  readonly onRevoke: (token: PersonalAccessTokenRowFragment) => void;
}

/** Where a token reaches: all the owner's workspaces, the one it is bound to, or one since deleted. */
function workspaceLabel(intl: IntlShape, token: PersonalAccessTokenRowFragment): string {
  if (!token.workspaceId) return intl.formatMessage(tokenMessages.workspaceAll);
  return token.workspaceName ?? intl.formatMessage(tokenMessages.workspaceDeleted);
}

/** The viewer's tokens: name and hint, access and the workspace it reaches, created, expiry, last use (when and from where), Revoke. */
export function TokenTable({ tokens, timeZone, onRevoke }: Props) {
  const intl = useIntl();
  const now = DateTime.now();
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table verticalSpacing="xs" data-testid="token-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(tokenMessages.name)}</Table.Th>
            <Table.Th>{intl.formatMessage(tokenMessages.scope)}</Table.Th>
            <Table.Th>{intl.formatMessage(tokenMessages.created)}</Table.Th>
            <Table.Th>{intl.formatMessage(tokenMessages.expiry)}</Table.Th>
            <Table.Th>{intl.formatMessage(tokenMessages.lastUsed)}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.map((token) => {
            const expired = DateTime.fromISO(token.expiresAt) <= now;
            return (
              <Table.Tr key={token.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {token.name}
                  </Text>
                  <Text size="xs" c="gray.7" ff="monospace">
                    {token.hint}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={token.scope === 'READ' ? 'gray' : 'blue'}>
                    {intl.formatMessage(
                      token.scope === 'READ' ? tokenMessages.scopeRead : tokenMessages.scopeReadWrite,
                    )}
                  </Badge>
                  <Text size="xs" c="gray.7" mt={4}>
                    {workspaceLabel(intl, token)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDay(intl, token.createdAt, timeZone)}</Text>
                </Table.Td>
                <Table.Td>
                  {expired ? (
                    <Badge color="red" variant="light">
                      {intl.formatMessage(tokenMessages.expired)}
                    </Badge>
                  ) : (
                    <Text size="sm">{formatDay(intl, token.expiresAt, timeZone)}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {token.lastUsedAt
                      ? relativeTime(intl, token.lastUsedAt, now, timeZone)
                      : intl.formatMessage(tokenMessages.neverUsed)}
                  </Text>
                  {token.lastUsedIp && (
                    <Text size="xs" c="gray.7">
                      {token.lastUsedIp}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    color="red"
                    variant="subtle"
                    onClick={() => onRevoke(token)}
                    aria-label={intl.formatMessage(tokenMessages.revokeName, { name: token.name })}
                  >
                    {intl.formatMessage(tokenMessages.revoke)}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
