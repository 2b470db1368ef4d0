import { useQuery } from '@apollo/client/react';
import { formatMonthDay } from '@domain/date-range';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { useCategoryName } from '../../components/category';
import { graphql } from '../../gql';
import type { TodoHistoryQuery } from '../../gql/graphql';
import { historyMessageOf, historyMessages } from './historyMessages';
import { TodoCategoriesDocument } from './operations';
import { localeOf } from '../../i18n/localeOf';

const PAGE = 10;

const TodoHistoryDocument = graphql(`
  query TodoHistory($id: UUID!, $size: Int!) {
    todo(id: $id) {
      id
      history(size: $size) {
        hasMore
        items {
          id
          field
          oldValue
          newValue
          createdAt
          user {
            id
            name
          }
        }
      }
    }
  }
`);

type Entry = NonNullable<TodoHistoryQuery['todo']>['history']['items'][number];

/** The to-do's changes, newest first, ten at a time; read again when the to-do changes. */
export function TodoHistory({ todoId, updateDate }: { readonly todoId: string; readonly updateDate: string }) {
  const intl = useIntl();
  const [size, setSize] = useState(PAGE);
  const history = useQuery(TodoHistoryDocument, { variables: { id: todoId, size }, fetchPolicy: 'cache-and-network' });
  const { refetch } = history;
  const seen = useRef(updateDate);
  useEffect(() => {
    if (seen.current === updateDate) return;
    seen.current = updateDate;
    void refetch();
  }, [updateDate, refetch]);
  const page = (history.data ?? history.previousData)?.todo?.history;

  return (
    <Stack gap={6} data-testid="todo-history">
      <Text size="xs" fw={600} c="gray.7">
        {intl.formatMessage(historyMessages.heading)}
      </Text>
      {!page ? (
        <Text size="xs" c="gray.7">
          {history.error ? intl.formatMessage(historyMessages.failed) : '…'}
        </Text>
      ) : page.items.length === 0 ? (
        <Text size="xs" c="gray.7">
          {intl.formatMessage(historyMessages.empty)}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {page.items.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {page?.hasMore && (
        <Button
          size="compact-xs"
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          loading={history.loading}
          onClick={() => setSize((value) => value + PAGE)}
          data-testid="todo-history-older"
        >
          {intl.formatMessage(historyMessages.older)}
        </Button>
      )}
    </Stack>
  );
}

function HistoryRow({ entry }: { readonly entry: Entry }) {
  const intl = useIntl();
  const timeZone = useViewer()?.timezone || undefined;
  const nameOf = useCategoryName();
  const categories = useQuery(TodoCategoriesDocument, { fetchPolicy: 'cache-first', skip: entry.field !== 'category' })
    .data?.categories;
  const message = historyMessageOf(entry);
  if (!message) return null;
  const valueOf = (value: string | null) => {
    if (!value) return '';
    if (entry.field === 'category') {
      const category = categories?.find((item) => item.id === value);
      return category ? nameOf(category) : '';
    }
    if (entry.field === 'due_date') return formatMonthDay(value, localeOf(intl));
    return value;
  };
  return (
    <li data-testid="todo-history-entry">
      <Text size="xs" c="gray.8" span>
        {intl.formatMessage(historyMessages[message], {
          name: entry.user.name,
          from: valueOf(entry.oldValue),
          to: valueOf(entry.newValue),
        })}
      </Text>
      <Text size="xs" c="gray.7" span ml={6} style={{ whiteSpace: 'nowrap' }}>
        {intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone })}
      </Text>
    </li>
  );
}
