import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessageMap } from '../i18n/defineMessageMap';

const messages = defineMessageMap({
  copy: { id: 'common.copy', defaultMessage: 'Copy' },
  copied: { id: 'common.copied', defaultMessage: 'Copied' },
  done: { id: 'common.done', defaultMessage: 'Done' },
});

/** A secret shown the one time it can be seen (a token, a signing key, a feed URL), with a copy button and any `actions` of its own. */
export function OneTimeSecret({
  title,
  body,
  secret,
  testId,
  actions,
  onDone,
}: {
  readonly title: ReactNode;
  readonly body: ReactNode;
  readonly secret: string;
  readonly testId?: string;
  readonly actions?: ReactNode;
  readonly onDone: () => void;
}) {
  const intl = useIntl();
  return (
    <Alert color="teal" variant="light" title={title} role="status">
      <Stack gap="sm">
        <Text size="sm">{body}</Text>
        <Code block data-testid={testId} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'teal' : 'blue'} onClick={copy}>
                {intl.formatMessage(copied ? messages.copied : messages.copy)}
              </Button>
            )}
          </CopyButton>
          {actions}
          <Button size="xs" variant="default" onClick={onDone}>
            {intl.formatMessage(messages.done)}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
