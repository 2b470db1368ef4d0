import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import type { UpdateTodoInput } from '../../gql/graphql';
import { todoMessages } from './messages';
import { todoUpdateErrorOverrides } from './todoUpdateErrors';
import { applyTodoChange, type TodoChange } from './todoDraft';
import type { DrawerTodo, TodoCategory } from './types';

const UpdateTodoDocument = graphql(`
  mutation UpdateTodo($id: UUID!, $input: UpdateTodoInput!) {
    updateTodo(id: $id, input: $input) {
      ...TodoDrawerContent_todo
    }
  }
`);

export interface UpdateTodoOptions {
  /** The category picked (its colour and name show at once). */
  readonly category?: TodoCategory;
  /** The goal picked, for the optimistic answer; null unlinks. */
  readonly goal?: DrawerTodo['goal'];
  readonly failed?: MessageDescriptor;
  /** Replaces the red toast (the goal link's own 3 s toast). */
  readonly onFailure?: (error: unknown) => void;
}

/**
 * updateTodo from the drawer: one field at a time, shown at once (optimistic) and rolled back with
 * a red toast when the server refuses (a to-do gone meanwhile: invalid to-do data). Goal lists
 * refetch when the goal link changes.
 */
export function useUpdateTodo() {
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(UpdateTodoDocument);

  const update = useCallback(
    async (
      todo: DrawerTodo,
      change: TodoChange & { readonly categoryId?: string },
      options: UpdateTodoOptions = {},
    ): Promise<Outcome<true>> => {
      const input: UpdateTodoInput = {};
      if (change.title !== undefined) input.title = change.title;
      if (change.content !== undefined) input.content = change.content;
      if (change.isPublic !== undefined) input.isPublic = change.isPublic;
      if (change.dueDate !== undefined) input.dueDate = change.dueDate;
      if (change.goalId !== undefined) input.goalId = change.goalId;
      if (change.categoryId !== undefined) input.categoryId = change.categoryId;
      const optimistic = applyTodoChange(todo, change);
      try {
        await mutate({
          variables: { id: todo.id, input },
          optimisticResponse: {
            updateTodo: {
              ...optimistic,
              category: options.category ?? todo.category,
              goal: options.goal !== undefined ? options.goal : todo.goal,
              project: change.goalId !== undefined ? null : todo.project,
            },
          },
          refetchQueries: change.goalId !== undefined || change.title !== undefined ? ['GoalTodos'] : [],
        });
        return { ok: true, data: true };
      } catch (error) {
        if (options.onFailure) options.onFailure(error);
        else toastFailure(error, options.failed ?? todoMessages.updateFailed, { overrides: todoUpdateErrorOverrides });
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );

  return [update, state] as const;
}
