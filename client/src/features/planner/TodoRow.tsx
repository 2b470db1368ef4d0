import type { ReactNode } from 'react';
import { useDrag } from 'react-dnd';
import { CategoryDot, useCategoryName } from '../../components/category';
import type { PlannerTodoFragment } from '../../gql/graphql';
import { PLANNER_ITEM, type PlannerDragItem } from './dnd';
import type { DragSource } from './dragActions';
import { TodoStatusCheckbox } from '../todo';
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

/** A to-do in a side list: complete or cancel checkbox (the day's list), category dot, title, a time or date; drags onto the grid. */
export function TodoRow({ todo, source, planner = null, withCheckbox = false, meta, onOpen }: Props) {
  const titleOf = useTodoTitle();
  const categoryName = useCategoryName();
  const title = titleOf(todo);
  const draggable =
    todo.viewerCan.editTimes &&
    !todo.id.startsWith('optimistic-') &&
    (source === 'inbox' || source === 'unfinished' || !!planner);
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
      {withCheckbox && (
        // The row opens the drawer; the checkbox only checks.
        <span className={classes.rowCheck} onClick={(event) => event.stopPropagation()}>
          <TodoStatusCheckbox todo={todo} size="xs" title={title} />
        </span>
      )}
      <CategoryDot color={todo.category.color} title={categoryName(todo.category)} />
      <button
        type="button"
        className={[
          classes.rowTitle,
          todo.masked ? classes.masked : '',
          todo.status === 'COMPLETED' ? classes.done : '',
        ].join(' ')}
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
