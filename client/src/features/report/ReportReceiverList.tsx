import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconX } from '../../components/icons';
import { PersonLabel } from '../../components/PersonLabel';
import { graphql } from '../../gql';
import type { ReportReceiverList_ReceiptFragment } from '../../gql/graphql';
import { reportMessages } from './messages';
import { useReportTime } from './useReportTime';

interface Props {
  readonly receivers: readonly ReportReceiverList_ReceiptFragment[];
  /** Takes a receiver off the report (the author); absent: no remove buttons. */
  readonly onRemove?: (receiver: ReportReceiverList_ReceiptFragment) => void;
}

/** The receivers of a report with their read receipts (the author's view): primary mark, "Read 11.24 14:05" or "Unread". */
export function ReportReceiverList({ receivers, onRemove }: Props) {
  const intl = useIntl();
  const time = useReportTime();
  return (
    <Stack gap={0} data-testid="report-receivers">
      {receivers.map((receiver) => (
        <Group
          key={receiver.user.id}
          gap="sm"
          wrap="nowrap"
          py={6}
          data-testid="report-receiver"
          data-read={receiver.isRead || undefined}
        >
          <div style={{ flex: '1 1 auto', minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <PersonLabel user={receiver.user} />
              {receiver.isPrimary && (
                <Badge
                  size="xs"
                  radius="sm"
                  variant="light"
                  tt="none"
                  style={{ flex: 'none' }}
                  data-testid="report-receiver-primary"
                >
                  {intl.formatMessage(reportMessages.primary)}
                </Badge>
              )}
            </Group>
          </div>
          <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
            <Text size="xs" fw={600} c={receiver.isRead ? 'teal.8' : 'gray.6'} data-testid="report-receipt">
              {receiver.isRead && receiver.readAt
                ? intl.formatMessage(reportMessages.readAt, { date: time(receiver.readAt) })
                : intl.formatMessage(reportMessages.unread)}
            </Text>
            {!receiver.onTheirList && (
              <Text size="xs" c="gray.6" data-testid="report-receiver-off-list">
                {intl.formatMessage(reportMessages.offTheirList)}
              </Text>
            )}
          </Stack>
          {onRemove && (
            <Tooltip
              label={intl.formatMessage(reportMessages.removeReceiver, { name: receiver.user.name })}
              withinPortal
            >
              <ActionIcon
                variant="subtle"
                color="gray"
                size={28}
                aria-label={intl.formatMessage(reportMessages.removeReceiver, { name: receiver.user.name })}
                onClick={() => onRemove(receiver)}
                data-testid="report-receiver-remove"
              >
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
    </Stack>
  );
}

ReportReceiverList.fragments = {
  receipt: graphql(`
    fragment ReportReceiverList_receipt on ReportReceipt {
      isPrimary
      isRead
      readAt
      sentAt
      onTheirList
      user {
        id
        name
        profileImageUrl
      }
    }
  `),
};
