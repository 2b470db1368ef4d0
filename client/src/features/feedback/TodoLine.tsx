import { formatMinutes } from '@domain/report-draft';
import { Badge, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconClock } from '../../components/icons';
import { graphql } from '../../gql';
import type { TodoLine_TodoFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/I18nProvider';
import { feedbackMessages, todoStatusColors, todoStatusLabels } from './messages';

/**
 * One to-do a feedback or a request is about: its title ("private to-do" when the viewer may not
 * read it), optionally its goal, the time planned on it ("1h 30m" in the locale) and its status.
 */
export function TodoLine({
  todo,
  showGoal = true,
}: {
  readonly todo: TodoLine_TodoFragment;
  readonly showGoal?: boolean;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const hidden = todo.title === null;
  return (
    <Group gap={8} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text
          size="sm"
          truncate="end"
          c={hidden ? 'gray.6' : undefined}
          fs={hidden ? 'italic' : undefined}
          td={todo.status === 'CANCELLED' ? 'line-through' : undefined}
          title={todo.title ?? undefined}
        >
          {todo.title ?? intl.formatMessage(feedbackMessages.privateTodo)}
        </Text>
        {showGoal && todo.goal && (
          <Text size="xs" c="gray.6" truncate="end" title={todo.goal.title}>
            {todo.goal.title}
          </Text>
        )}
      </div>
      {todo.plannedMinutes > 0 && (
        <Group
          gap={3}
          wrap="nowrap"
          c="gray.7"
          style={{ flex: 'none' }}
          title={intl.formatMessage(feedbackMessages.plannedTime)}
        >
          <IconClock size={13} />
          <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
            {formatMinutes(todo.plannedMinutes, locale)}
          </Text>
        </Group>
      )}
      <Badge
        size="xs"
        radius="sm"
        variant="light"
        tt="none"
        color={todoStatusColors[todo.status]}
        style={{ flex: 'none' }}
      >
        {intl.formatMessage(todoStatusLabels[todo.status])}
      </Badge>
    </Group>
  );
}

TodoLine.fragments = {
  todo: graphql(`
    fragment TodoLine_todo on LinkedTodo {
      id
      title
      status
      completeDate
      plannedMinutes
      goal {
        id
        title
      }
    }
  `),
};
