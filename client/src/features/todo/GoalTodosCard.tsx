import { Alert, Button, Group, Skeleton, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { formatMonthDay } from '@domain/date-range';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useTodoDrawer } from '../../app/todoDrawer';
import { IconLock, IconPlus } from '../../components/icons';
import { SectionCard } from '../../components/SectionCard';
import { UserAvatar } from '../../components/UserAvatar';
import { graphql } from '../../gql';
import type { GoalTodosCard_TodoFragment } from '../../gql/graphql';
import { todoMessages } from './messages';
import { readTitle, sortPlanners } from './todoDraft';
import { TodoStatusCheckbox } from './TodoStatusCheckbox';
import { useCreateGoalTodo } from './useCreateGoalTodo';
import { useGoalTodos } from './useGoalTodos';
import { localeOf } from '../../i18n/localeOf';

/** Dates shown on a row before "+N". */
const DATES_SHOWN = 3;

/**
 * The goal's to-dos (related tasks, spec 1 section 2), newest first and live: status, title (the
 * generic title for a colleague's private one), owner and planned dates; a click opens the drawer.
 * "Add a to-do" creates one of the viewer linked to the goal.
 */
export function GoalTodosCard({ goalId }: { readonly goalId: string }) {
  const intl = useIntl();
  const { todos, failed, loading, retry } = useGoalTodos(goalId);

  return (
    <SectionCard title={intl.formatMessage(todoMessages.goalTodos, { count: todos?.length ?? 0 })} testId="goal-todos">
      <Stack gap={6}>
        {failed ? (
          <Alert color="red" variant="light" p="xs">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{intl.formatMessage(todoMessages.goalTodosFailed)}</Text>
              <Button size="compact-xs" variant="light" color="red" onClick={retry}>
                {intl.formatMessage(todoMessages.retry)}
              </Button>
            </Group>
          </Alert>
        ) : loading || !todos ? (
          <Stack gap={8}>
            <Skeleton height={18} />
            <Skeleton height={18} width="80%" />
          </Stack>
        ) : todos.length === 0 ? (
          <Text size="sm" c="gray.6">
            {intl.formatMessage(todoMessages.goalTodosNone)}
          </Text>
        ) : (
          <Stack gap={0} data-testid="goal-todo-list">
            {todos.map((todo) => (
              <GoalTodoRow key={todo.id} todo={todo} />
            ))}
          </Stack>
        )}
        <AddGoalTodo goalId={goalId} />
      </Stack>
    </SectionCard>
  );
}

function GoalTodoRow({ todo }: { readonly todo: GoalTodosCard_TodoFragment }) {
  const intl = useIntl();
  const drawer = useTodoDrawer();
  const title = todo.masked || todo.title === null ? intl.formatMessage(todoMessages.privateTitle) : todo.title;
  const planners = sortPlanners(todo.planners);
  const optimistic = todo.id.startsWith('optimistic-');

  return (
    <Group
      gap="sm"
      wrap="nowrap"
      py={6}
      px={4}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-1)' }}
      data-testid="goal-todo-row"
      data-status={todo.status}
    >
      {todo.masked ? (
        <IconLock size={16} style={{ color: 'var(--mantine-color-gray-5)', flex: 'none', margin: '0 2px' }} />
      ) : (
        <TodoStatusCheckbox todo={todo} size="sm" />
      )}
      <UnstyledButton
        onClick={() =>
          drawer.open(todo.id, { view: 'detail', title: todo.masked ? undefined : (todo.title ?? undefined) })
        }
        disabled={optimistic}
        aria-label={intl.formatMessage(todoMessages.open, { title })}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="goal-todo-open"
      >
        <Text
          size="sm"
          truncate="end"
          c={todo.masked ? 'gray.6' : todo.status === 'IN_PROGRESS' ? 'gray.9' : 'gray.6'}
          fs={todo.masked ? 'italic' : undefined}
          td={todo.status === 'COMPLETED' ? 'line-through' : undefined}
        >
          {title}
        </Text>
      </UnstyledButton>
      <Group gap={4} wrap="nowrap" style={{ flex: 'none' }}>
        {planners.length === 0 ? (
          <Text size="xs" c="gray.5">
            {intl.formatMessage(todoMessages.notPlanned)}
          </Text>
        ) : (
          <>
            {planners.slice(0, DATES_SHOWN).map((planner) => (
              <Text
                key={planner.id}
                size="xs"
                c="gray.7"
                px={5}
                py={1}
                bg="gray.1"
                style={{ borderRadius: 4, whiteSpace: 'nowrap' }}
              >
                {formatMonthDay(planner.plannerDate, localeOf(intl))}
              </Text>
            ))}
            {planners.length > DATES_SHOWN && (
              <Text size="xs" c="gray.6">
                {intl.formatMessage(todoMessages.moreDates, { count: planners.length - DATES_SHOWN })}
              </Text>
            )}
          </>
        )}
      </Group>
      <Tooltip label={todo.owner.name}>
        <span style={{ flex: 'none', display: 'inline-flex' }} data-testid="goal-todo-owner">
          <UserAvatar user={todo.owner} nameShown />
        </span>
      </Tooltip>
    </Group>
  );
}

function AddGoalTodo({ goalId }: { readonly goalId: string }) {
  const intl = useIntl();
  const [create, { loading }] = useCreateGoalTodo();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const title = readTitle(value);
    if (title === null) {
      setError(intl.formatMessage(todoMessages.titleRequired));
      return;
    }
    setValue('');
    const outcome = await create(goalId, title);
    if (!outcome.ok) setValue(title);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Group gap="xs" wrap="nowrap" align="flex-start" mt={4}>
        <TextInput
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          placeholder={intl.formatMessage(todoMessages.addTodoPlaceholder)}
          aria-label={intl.formatMessage(todoMessages.addTodoPlaceholder)}
          leftSection={<IconPlus size={15} />}
          error={error}
          style={{ flex: 1 }}
          data-testid="goal-todo-add-input"
        />
        <Button type="submit" variant="light" loading={loading} data-testid="goal-todo-add">
          {intl.formatMessage(todoMessages.addTodo)}
        </Button>
      </Group>
    </form>
  );
}

/** A row of the goal page's to-do card. */
GoalTodosCard.fragments = {
  todo: graphql(`
    fragment GoalTodosCard_todo on Todo {
      id
      title
      masked
      status
      completeDate
      cancelledDate
      isPublic
      owner {
        id
        name
        profileImageUrl
      }
      planners {
        id
        plannerDate
        blocks
      }
      viewerCan {
        edit
        editTimes
        delete
      }
    }
  `),
};
