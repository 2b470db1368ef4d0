import { Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { WEBHOOK_SUBJECTS, WEBHOOK_URL_MAX } from '@domain/webhooks';
import { FormActions } from '../../../components/FormActions';
import { FormAlert } from '../../../components/FormAlert';
import type { WebhookEventType } from '../../../gql/graphql';
import { webhookMessages } from './messages';

const ACTIONS = ['CREATED', 'CHANGED'] as const;
const eventOf = (subject: string, action: (typeof ACTIONS)[number]) =>
  `${subject.toUpperCase()}_${action}` as WebhookEventType;

interface Props {
  readonly initialUrl?: string;
  readonly initialEvents?: readonly WebhookEventType[];
  readonly submitLabel: string;
  readonly loading: boolean;
  readonly problem: string | null;
  readonly onSubmit: (url: string, events: WebhookEventType[]) => void;
  readonly onCancel: () => void;
}

/** The address and the events of an endpoint: a grid of kinds of item by created and changed. */
export function WebhookForm({
  initialUrl = 'https://',
  initialEvents = ['TODO_CREATED', 'TODO_CHANGED'],
  submitLabel,
  loading,
  problem,
  onSubmit,
  onCancel,
}: Props) {
  const intl = useIntl();
  const [url, setUrl] = useState(initialUrl);
  const [events, setEvents] = useState<ReadonlySet<WebhookEventType>>(new Set(initialEvents));
  const toggle = (event: WebhookEventType) =>
    setEvents((now) => {
      const next = new Set(now);
      if (!next.delete(event)) next.add(event);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(url.trim(), [...events]);
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextInput
          label={intl.formatMessage(webhookMessages.url)}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          maxLength={WEBHOOK_URL_MAX}
          required
          type="url"
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {intl.formatMessage(webhookMessages.events)}
          </Text>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {WEBHOOK_SUBJECTS.map((subject) => (
                <Table.Tr key={subject}>
                  <Table.Td w={120}>
                    <Text size="sm">{intl.formatMessage(webhookMessages[`subject_${subject}`])}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="lg">
                      {ACTIONS.map((action) => {
                        const event = eventOf(subject, action);
                        const label = `${intl.formatMessage(webhookMessages[`subject_${subject}`])} ${intl.formatMessage(action === 'CREATED' ? webhookMessages.created : webhookMessages.changed)}`;
                        return (
                          <Checkbox
                            key={action}
                            label={intl.formatMessage(
                              action === 'CREATED' ? webhookMessages.created : webhookMessages.changed,
                            )}
                            aria-label={label}
                            checked={events.has(event)}
                            onChange={() => toggle(event)}
                          />
                        );
                      })}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        <FormActions
          loading={loading}
          onCancel={onCancel}
          submitLabel={submitLabel}
          submitDisabled={events.size === 0 || !url.trim()}
        />
      </Stack>
    </form>
  );
}
