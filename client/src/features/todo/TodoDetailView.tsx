import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { CommentThread, commentMessages } from '../comment';
import { TodoNotes } from '../note';
import { TodoContentEditor, type FlushContent } from './TodoContentEditor';
import { TodoDueDateField } from './TodoDueDateField';
import { TodoGoalField } from './TodoGoalField';
import { TodoHistory } from './TodoHistory';
import { TodoMeta } from './TodoMeta';
import { TodoPlannerList } from './TodoPlannerList';
import { todoMessages } from './messages';
import type { DrawerPlanner, DrawerTodo } from './types';

interface Props {
  readonly todo: DrawerTodo;
  readonly selectedDate: string | null;
  readonly flushRef: RefObject<FlushContent | null>;
  readonly onRemovePlanner: (planner: DrawerPlanner) => void;
  readonly onNavigate: () => void;
}

/** The detail view: due date, goal, content, planned dates, when it was created and changed, its history and its comments. */
export function TodoDetailView({ todo, selectedDate, flushRef, onRemovePlanner, onNavigate }: Props) {
  const intl = useIntl();
  return (
    <Stack gap="md" data-testid="todo-detail-view">
      <Stack gap={8}>
        <Property label={intl.formatMessage(todoMessages.dueDate)}>
          <TodoDueDateField todo={todo} />
        </Property>
        <Property label={intl.formatMessage(todoMessages.goal)} align="flex-start">
          <TodoGoalField todo={todo} onNavigate={onNavigate} />
        </Property>
      </Stack>
      <TodoContentEditor todo={todo} flushRef={flushRef} />
      <TodoPlannerList todo={todo} selectedDate={selectedDate} onRemove={onRemovePlanner} />
      {!todo.masked && <TodoNotes todoId={todo.id} canCreate={todo.viewerCan.edit} onOpen={onNavigate} />}
      <Divider color="gray.2" />
      <TodoMeta todo={todo} />
      {!todo.masked && <TodoHistory todoId={todo.id} updateDate={todo.updateDate} />}
      {!todo.masked && (
        <Stack gap={8} data-testid="todo-comments">
          <Divider color="gray.2" />
          <Text
            size="xs"
            fw={600}
            c="gray.7"
            tabIndex={-1}
            data-testid="todo-comments-heading"
            style={{ scrollMarginTop: 8 }}
          >
            {intl.formatMessage(commentMessages.heading)}
          </Text>
          <CommentThread target={{ todoId: todo.id }} />
        </Stack>
      )}
    </Stack>
  );
}

function Property({
  label,
  children,
  align = 'center',
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly align?: 'center' | 'flex-start';
}) {
  return (
    <Group gap="sm" wrap="nowrap" align={align}>
      <Text size="xs" fw={600} c="gray.7" w={84} style={{ flex: 'none', paddingTop: align === 'flex-start' ? 9 : 0 }}>
        {label}
      </Text>
      <div style={{ flex: 1, minWidth: 0, display: 'flex' }}>{children}</div>
    </Group>
  );
}
