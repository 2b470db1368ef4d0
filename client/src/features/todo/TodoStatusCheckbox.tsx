import { Checkbox, Tooltip } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { IconX } from '../../components/icons';
import { todoMessages } from './messages';
import type { DrawerTodo } from './types';
import { useResumeTodo } from './useResumeTodo';
import { useSetTodoComplete } from './useSetTodoComplete';

type Checkable = Pick<DrawerTodo, 'id' | 'status' | 'completeDate' | 'cancelledDate'> & {
  readonly viewerCan: Pick<DrawerTodo['viewerCan'], 'edit' | 'delete'>;
};

interface Props {
  readonly todo: Checkable;
  readonly size?: 'xs' | 'sm' | 'md';
  /** Where several to-dos are listed, the labels name the one each checkbox is for. */
  readonly title?: string;
}

/**
 * The complete checkbox; a stopped to-do shows a cancel checkbox instead, and unchecking it resumes
 * the to-do.
 */
export function TodoStatusCheckbox({ todo, size = 'md', title }: Props) {
  const intl = useIntl();
  const [setComplete] = useSetTodoComplete();
  const [resume] = useResumeTodo();
  const label = (plain: MessageDescriptor, titled: MessageDescriptor) =>
    title === undefined ? intl.formatMessage(plain) : intl.formatMessage(titled, { title });

  if (todo.status === 'CANCELLED') {
    const hint = label(todoMessages.resumeHint, todoMessages.resumeHintTitled);
    return (
      <Tooltip label={hint}>
        <Checkbox
          checked
          color="gray.6"
          radius="xl"
          size={size}
          icon={CancelMark}
          aria-label={hint}
          disabled={!todo.viewerCan.delete}
          onChange={() => void resume(todo)}
          data-testid="todo-cancel-checkbox"
        />
      </Tooltip>
    );
  }
  const done = todo.status === 'COMPLETED';
  return (
    <Checkbox
      checked={done}
      radius="xl"
      size={size}
      color="green.7"
      aria-label={
        done
          ? label(todoMessages.uncomplete, todoMessages.uncompleteTitled)
          : label(todoMessages.complete, todoMessages.completeTitled)
      }
      disabled={!todo.viewerCan.edit}
      onChange={(event) => void setComplete(todo, event.currentTarget.checked)}
      data-testid="todo-complete-checkbox"
    />
  );
}

/** The mark of a stopped (cancelled) to-do inside its checkbox (sized by the checkbox). */
function CancelMark({ className }: { readonly className?: string }) {
  return <IconX className={className} stroke={3.2} />;
}
