import { Badge, Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDrag } from 'react-dnd';
import { useIntl } from 'react-intl';
import { CategoryDot, useCategoryName } from '../../components/category';
import type { PlannerTodoFragment } from '../../gql/graphql';
import { PLANNER_ITEM, type PlannerDragItem } from './dnd';
import type { DragSource } from './dragActions';
import { plannerMessages } from './messages';
import { useSetTodoComplete } from '../todo';
import { useTodoTitle } from './useOpenTodo';
import classes from './planner.module.css';

interface Props {
  readonly todo: PlannerTodoFragment;
  readonly source: DragSource;
  readonly planner?: { id: string; plannerDate: string; blocks: readonly number[] } | null;
  readonly withCheckbox?: boolean;
  readonly meta?: ReactNode;
  readonly onOpen: (todo: PlannerTodoFragment) => void;
}

/** A to-do in a side list: complete checkbox (the day's list), category dot, title, a time or date; drags onto the grid. */
export function TodoRow({ todo, source, planner = null, withCheckbox = false, meta, onOpen }: Props) {
  const intl = useIntl();
  const titleOf = useTodoTitle();
  const categoryName = useCategoryName();
  const [setComplete] = useSetTodoComplete();
  const title = titleOf(todo);
  const draggable = todo.viewerCan.editTimes && !todo.id.startsWith('optimistic-') && (source === 'inbox' || source === 'unfinished' || !!planner);
  const [{ isDragging }, dragRef] = useDrag<PlannerDragItem, unknown, { isDragging: boolean }>(
    () => ({
      type: PLANNER_ITEM,
      item: {
        source,
        todo,
        plannerId: planner?.id ?? null,
        plannerDate: planner?.plannerDate ?? null,
        blocks: planner?.blocks ?? [],
        run: planner?.blocks ?? [],
      },
      canDrag: draggable,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [todo, source, planner, draggable],
  );

  return (
    <div
      ref={(node) => {
        dragRef(node);
      }}
      className={classes.row}
      data-draggable={draggable}
      data-todo={todo.id}
      style={{ opacity: isDragging ? 0.4 : 1 }}
      onClick={() => onOpen(todo)}
    >
      {withCheckbox &&
        (todo.status === 'CANCELLED' ? (
          <Badge size="xs" color="gray" variant="light" radius="sm" tt="none">
            {intl.formatMessage(plannerMessages.stopped)}
          </Badge>
        ) : (
          <Checkbox
            size="xs"
            checked={todo.status === 'COMPLETED'}
            disabled={!todo.viewerCan.edit}
            aria-label={intl.formatMessage(plannerMessages.complete, { title })}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => void setComplete(todo, event.currentTarget.checked)}
          />
        ))}
      <CategoryDot color={todo.category.color} title={categoryName(todo.category)} />
      <button
        type="button"
        className={[classes.rowTitle, todo.masked ? classes.masked : '', todo.status === 'COMPLETED' ? classes.done : ''].join(' ')}
        title={title}
        onClick={(event) => {
          event.stopPropagation();
          onOpen(todo);
        }}
      >
        {title}
      </button>
      {meta && <span className={classes.rowMeta}>{meta}</span>}
    </div>
  );
}
