import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { tokenMessages } from './messages';

/** The token just created, the one time it can be seen, with a button that copies it. */
export function NewTokenNotice({ token, onDone }: { readonly token: string; readonly onDone: () => void }) {
  const intl = useIntl();
  return (
    <Alert color="teal" variant="light" title={intl.formatMessage(tokenMessages.newTitle)} role="status">
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage(tokenMessages.newBody)}</Text>
        <Code block data-testid="new-token">
          {token}
        </Code>
        <Group gap="xs">
          <CopyButton value={token}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'teal' : 'blue'} onClick={copy}>
                {intl.formatMessage(copied ? tokenMessages.copied : tokenMessages.copy)}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            {intl.formatMessage(tokenMessages.done)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
