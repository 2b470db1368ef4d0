import { Card, Group, Table, Text, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** A header cell of the table: its text and, where it is fixed, its width. */
export interface MemberColumn {
  readonly label: ReactNode;
  readonly width?: TableThProps['w'];
}

interface MemberTableCardProps {
  /** The card's heading, rendered as given. */
  readonly title: ReactNode;
  /** How many people the table lists, shown beside the title. */
  readonly count: number;
  /** The table's accessible name. */
  readonly tableLabel: string;
  readonly testId: string;
  /** The columns before the (visually hidden) actions column; the first holds MemberCell. */
  readonly columns: readonly MemberColumn[];
  /** The rows: one `Table.Tr` per member, starting with MemberCell and ending with MemberActionsCell. */
  readonly children: ReactNode;
  /** Shown under the table, inside the card (an empty-state line). */
  readonly footer?: ReactNode;
}

/** A card listing people in a table: heading and head count, the columns, an actions column last. */
export function MemberTableCard({ title, count, tableLabel, testId, columns, children, footer }: MemberTableCardProps) {
  const intl = useIntl();
  return (
    <Card bg="white" p={0}>
      <Group justify="space-between" px="lg" pt="md" pb="sm">
        {title}
        <Text size="sm" c="gray.6">
          {intl.formatMessage(
            { id: 'workspace.members.count', defaultMessage: '{count, plural, one {# person} other {# people}}' },
            { count },
          )}
        </Text>
      </Group>
      <Table
        layout="fixed"
        verticalSpacing={8}
        horizontalSpacing="sm"
        highlightOnHover
        aria-label={tableLabel}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index} w={column.width} pl={index === 0 ? 'lg' : undefined}>
                {column.label}
              </Table.Th>
            ))}
            <Table.Th w={48} pr="lg">
              <Text
                component="span"
                style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                <FormattedMessage id="workspace.members.column.actions" defaultMessage="Actions" />
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
      {footer}
    </Card>
  );
}
