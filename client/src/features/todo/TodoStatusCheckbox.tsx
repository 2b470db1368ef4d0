import { Checkbox, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconX } from '../../components/icons';
import { todoMessages } from './messages';
import type { DrawerTodo } from './types';
import { useResumeTodo } from './useResumeTodo';
import { useSetTodoComplete } from './useSetTodoComplete';

type Checkable = Pick<DrawerTodo, 'id' | 'status' | 'completeDate' | 'cancelledDate'> & { readonly viewerCan: Pick<DrawerTodo['viewerCan'], 'edit' | 'delete'> };

/**
 * The complete checkbox; a stopped to-do shows a cancel checkbox instead, and unchecking it resumes
 * the to-do (spec 1 section 4).
 */
export function TodoStatusCheckbox({ todo, size = 'md' }: { readonly todo: Checkable; readonly size?: 'sm' | 'md' }) {
  const intl = useIntl();
  const [setComplete] = useSetTodoComplete();
  const [resume] = useResumeTodo();

  if (todo.status === 'CANCELLED') {
    const hint = intl.formatMessage(todoMessages.resumeHint);
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
      aria-label={intl.formatMessage(done ? todoMessages.uncomplete : todoMessages.complete)}
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
