import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconTarget } from '../../components/icons';
import type { GroupableTodo, TodoGroup } from '../../components/work-item/todoGroups';
import { plannerMessages } from './messages';
import classes from './planner.module.css';

interface Props<Todo extends GroupableTodo> {
  readonly groups: readonly TodoGroup<Todo>[];
  readonly renderTodo: (todo: Todo) => ReactNode;
}

/** A side list under its goals: each goal's title (to its page) over its to-dos; a goal waiting for a to-do says so; "No goal" last. */
export function GoalGroups<Todo extends GroupableTodo>({ groups, renderTodo }: Props<Todo>) {
  const intl = useIntl();
  // The to-dos without a goal need no heading of their own when nothing else is listed.
  const headed = groups.some((group) => group.goalId !== null);
  return groups.map((group) => {
    const title = group.goalTitle ?? intl.formatMessage(plannerMessages.noGoal);
    return (
      <div
        key={group.goalId ?? 'none'}
        role="group"
        aria-label={title}
        className={classes.goalGroup}
        data-testid="planner-goal-group"
        data-goal={group.goalId ?? undefined}
      >
        {headed && (
          <div className={classes.goalGroupTitle}>
            {group.goalId ? (
              <Anchor component={Link} to={`/goal/${group.goalId}`} fz={12} fw={700} c="gray.8" truncate="end">
                <IconTarget size={13} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
                {title}
              </Anchor>
            ) : (
              <Text fz={12} fw={700} c="gray.7">
                {title}
              </Text>
            )}
          </div>
        )}
        {group.todos.map(renderTodo)}
        {group.todos.length === 0 && (
          <Text fz={12} c="gray.7" py={2} data-testid="planner-goal-waiting">
            {intl.formatMessage(plannerMessages.goalWaiting)}
          </Text>
        )}
      </div>
    );
  });
}
