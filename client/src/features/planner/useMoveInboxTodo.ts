import { useMutation } from '@apollo/client/react';
import type { Reference } from '@apollo/client';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { plannerMessages } from './messages';
import { usePlannerFailureToast } from './usePlannerFailureToast';

const PlannerMoveInboxTodoDocument = graphql(`
  mutation PlannerMoveInboxTodo($id: UUID!, $beforeId: UUID) {
    moveInboxTodo(id: $id, beforeId: $beforeId) {
      id
    }
  }
`);

/** The inbox's refs with one moved just above another (or last). */
export function reorderRefs(items: readonly Reference[], movedRef: string, beforeRef: string | null): Reference[] {
  const moved = items.find((item) => item.__ref === movedRef);
  if (!moved) return [...items];
  const rest = items.filter((item) => item !== moved);
  const at = beforeRef === null ? rest.length : rest.findIndex((item) => item.__ref === beforeRef);
  return at < 0 ? [...items] : [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/**
 * Inbox to inbox (spec 1): the to-do goes just above another at once (optimistic, in every cached
 * page of the inbox); when the server refuses, the optimistic layer goes and a toast says so.
 */
export function useMoveInboxTodo() {
  const [mutate] = useMutation(PlannerMoveInboxTodoDocument);
  const toastFailure = usePlannerFailureToast();
  return useCallback(
    async (todoId: string, beforeId: string | null) => {
      try {
        await mutate({
          variables: { id: todoId, beforeId },
          optimisticResponse: { moveInboxTodo: { __typename: 'Todo', id: todoId } },
          update: (cache) => {
            const movedRef = cache.identify({ __typename: 'Todo', id: todoId });
            const beforeRef = beforeId ? (cache.identify({ __typename: 'Todo', id: beforeId }) ?? null) : null;
            if (!movedRef) return;
            cache.modify({
              fields: {
                inbox(value) {
                  const page = value as { items?: readonly Reference[] } | undefined;
                  return page?.items ? { ...page, items: reorderRefs(page.items, movedRef, beforeRef) } : value;
                },
              },
            });
          },
        });
      } catch (error) {
        toastFailure(error, plannerMessages.moveFailed);
      }
    },
    [mutate, toastFailure],
  );
}
