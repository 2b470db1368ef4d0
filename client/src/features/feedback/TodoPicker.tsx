import { FEEDBACK_TODO_PERIODS, FEEDBACK_TODOS_MAX, type FeedbackTodoPeriod } from '@domain/feedback';
import { Button, Checkbox, Group, ScrollArea, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LoadFailed } from '../../components/LoadFailed';
import type { TodoLine_TodoFragment } from '../../gql/graphql';
import classes from './feedback.module.css';
import { feedbackMessages } from './messages';
import { groupTodosByGoal } from '../../components/work-item/todoGroups';
import { groupSelection, setGroupSelected, toggleTodo } from './todoGroups';
import { TodoLine } from './TodoLine';

const PERIOD_WORDS: Readonly<Record<FeedbackTodoPeriod, MessageDescriptor>> = {
  WEEK: feedbackMessages.periodWeek,
  TWO_WEEKS: feedbackMessages.periodTwoWeeks,
  MONTH: feedbackMessages.periodMonth,
};

interface Props {
  /** Whose to-dos: null until a colleague is chosen. */
  readonly owner: { readonly id: string; readonly name: string } | null;
  /** The viewer's own (a request). */
  readonly own: boolean;
  readonly todos: readonly TodoLine_TodoFragment[];
  readonly loading: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly period: FeedbackTodoPeriod;
  readonly onPeriod: (period: FeedbackTodoPeriod) => void;
  readonly selected: readonly string[];
  readonly onChange: (ids: string[]) => void;
}

/**
 * The right side of the feedback form (spec 3 section 2): a person's to-dos of the period grouped by
 * goal (to-dos without a goal last), each checked alone or by its whole group, up to 30.
 */
export function TodoPicker({
  owner,
  own,
  todos,
  loading,
  failed,
  onRetry,
  period,
  onPeriod,
  selected,
  onChange,
}: Props) {
  const intl = useIntl();
  const groups = useMemo(() => groupTodosByGoal(todos), [todos]);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const full = selected.length >= FEEDBACK_TODOS_MAX;

  let body;
  if (!owner) {
    body = <Hint>{intl.formatMessage(feedbackMessages.pickReceiverFirst)}</Hint>;
  } else if (loading) {
    body = (
      <Stack gap="xs" aria-busy="true" p="xs">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={20} width={`${90 - index * 12}%`} />
        ))}
      </Stack>
    );
  } else if (failed) {
    body = (
      <Stack p="xs">
        <LoadFailed
          align="flex-start"
          message={intl.formatMessage(feedbackMessages.todosFailed)}
          retryLabel={intl.formatMessage(feedbackMessages.retry)}
          onRetry={onRetry}
        />
      </Stack>
    );
  } else if (groups.length === 0) {
    body = <Hint>{intl.formatMessage(feedbackMessages.noTodos)}</Hint>;
  } else {
    body = groups.map((group) => {
      const { count, all } = groupSelection(group, chosen);
      return (
        <div key={group.goalId ?? 'none'} className={classes.pickerGroup} data-testid="feedback-todo-group">
          <Group justify="space-between" wrap="nowrap" gap="xs" px={6} pt={8} pb={4}>
            <Text
              size="xs"
              fw={700}
              c={group.goalId ? 'gray.8' : 'gray.6'}
              truncate="end"
              style={{ minWidth: 0 }}
              title={group.goalTitle ?? undefined}
            >
              {group.goalTitle ?? intl.formatMessage(feedbackMessages.noGoal)}
              <Text span size="xs" fw={400} c="gray.6" ml={6}>
                {count}/{group.todos.length}
              </Text>
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              style={{ flex: 'none' }}
              disabled={!all && full}
              onClick={() => onChange(setGroupSelected(selected, group, !all, FEEDBACK_TODOS_MAX))}
              data-testid="feedback-todo-group-toggle"
            >
              {intl.formatMessage(all ? feedbackMessages.unselectAll : feedbackMessages.selectAll)}
            </Button>
          </Group>
          {group.todos.map((todo) => {
            const checked = chosen.has(todo.id);
            return (
              <label key={todo.id} className={classes.pickerRow} data-testid="feedback-todo-choice">
                <Checkbox
                  size="xs"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onChange(toggleTodo(selected, todo.id, FEEDBACK_TODOS_MAX))}
                  aria-label={todo.title ?? intl.formatMessage(feedbackMessages.privateTodo)}
                />
                <TodoLine todo={todo} showGoal={false} />
              </label>
            );
          })}
        </div>
      );
    });
  }

  return (
    <Stack gap="xs" h="100%">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} truncate="end" style={{ minWidth: 0 }}>
          {own
            ? intl.formatMessage(feedbackMessages.myTodos)
            : owner
              ? intl.formatMessage(feedbackMessages.theirTodos, { name: owner.name })
              : intl.formatMessage(feedbackMessages.todosTitle)}
        </Text>
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(value) => onPeriod(FEEDBACK_TODO_PERIODS.find((option) => option === value) ?? period)}
          data={FEEDBACK_TODO_PERIODS.map((option) => ({
            value: option,
            label: intl.formatMessage(PERIOD_WORDS[option]),
          }))}
          aria-label={intl.formatMessage(feedbackMessages.periodLabel)}
          style={{ flex: 'none' }}
          data-testid="feedback-todo-period"
        />
      </Group>
      <Text size="xs" c="gray.6">
        {intl.formatMessage(feedbackMessages.todosHint)}
        {full && ` ${intl.formatMessage(feedbackMessages.todoLimit, { max: FEEDBACK_TODOS_MAX })}`}
      </Text>
      <ScrollArea.Autosize
        mah={400}
        type="auto"
        offsetScrollbars
        style={{ border: '1px solid var(--mantine-color-gray-2)', borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <div data-testid="feedback-todo-picker">{body}</div>
      </ScrollArea.Autosize>
    </Stack>
  );
}

function Hint({ children }: { readonly children: string }) {
  return (
    <Text size="sm" c="gray.6" ta="center" px="md" py="xl">
      {children}
    </Text>
  );
}
