import { blocksLabel } from '@domain/planner-slots';
import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOptionalTodoDrawer } from '../../../app/todoDrawer';
import { CategoryDot, useCategoryName } from '../../../components/category';
import { IconChecklist, IconLock } from '../../../components/icons';
import classes from '../assistant.module.css';
import { assistantMessages } from '../messages';
import type { PlannedTodo, TodoDayResult } from '../toolResults';
import { CardFrame, categoryOf, useDayLabel } from './cardParts';

/** get_todos, get_public_todos: a day's planned to-dos (category colour, title or "private", time, done or cancelled); a readable one opens in the drawer. */
export function TodoDayCard({ result }: { readonly result: TodoDayResult }) {
  const intl = useIntl();
  const day = useDayLabel();
  return (
    <CardFrame
      testId="assistant-card-todo-day"
      icon={<IconChecklist size={16} />}
      title={intl.formatMessage(assistantMessages.dayTitle, { date: day(result.date), total: result.total })}
    >
      {result.todos.length === 0 && (
        <Text size="sm" c="gray.7">
          {intl.formatMessage(assistantMessages.dayNone)}
        </Text>
      )}
      {result.todos.map((todo) => (
        <PlannedRow key={todo.plannerId || todo.todoId} todo={todo} date={result.date} />
      ))}
      {result.cut && (
        <Text size="xs" c="gray.6" mt={4}>
          {intl.formatMessage(assistantMessages.dayCut, { shown: result.todos.length, total: result.total })}
        </Text>
      )}
    </CardFrame>
  );
}

function PlannedRow({ todo, date }: { readonly todo: PlannedTodo; readonly date: string }) {
  const intl = useIntl();
  const drawer = useOptionalTodoDrawer();
  const categoryName = useCategoryName();
  const category = categoryOf(todo.category, todo.color, todo.colorHex);
  const done = todo.status === 'COMPLETED' || todo.status === 'CANCELLED';
  const title: ReactNode = todo.masked ? (
    <Group gap={4} wrap="nowrap" c="gray.6">
      <IconLock size={14} />
      <Text size="sm" c="gray.6" fs="italic">
        {intl.formatMessage(assistantMessages.dayPrivate)}
      </Text>
    </Group>
  ) : (
    <Text
      size="sm"
      fw={500}
      truncate="end"
      td={done ? 'line-through' : undefined}
      c={done ? 'gray.6' : undefined}
      title={todo.title ?? ''}
    >
      {todo.title}
    </Text>
  );
  return (
    <div className={classes.cardRow} data-testid="assistant-card-todo-row">
      <CategoryDot color={category.color} title={categoryName(category)} />
      <div style={{ flex: 1, minWidth: 0 }}>
        {drawer && !todo.masked ? (
          <UnstyledButton
            onClick={() => drawer.open(todo.todoId, { date, title: todo.title ?? undefined })}
            display="block"
            maw="100%"
          >
            {title}
          </UnstyledButton>
        ) : (
          title
        )}
      </div>
      {todo.status === 'COMPLETED' && (
        <Badge size="xs" variant="light" color="teal" tt="none">
          {intl.formatMessage(assistantMessages.dayCompleted)}
        </Badge>
      )}
      {todo.status === 'CANCELLED' && (
        <Badge size="xs" variant="light" color="gray" tt="none">
          {intl.formatMessage(assistantMessages.dayCancelled)}
        </Badge>
      )}
      <Text size="xs" c="gray.7" style={{ flex: 'none', whiteSpace: 'nowrap' }}>
        {blocksLabel(todo.blocks).join(', ')}
      </Text>
    </div>
  );
}
