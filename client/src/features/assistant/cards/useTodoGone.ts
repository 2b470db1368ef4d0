import { useQuery } from '@apollo/client/react';
import { hasErrorCode } from '../../../apollo/errors';
import { graphql } from '../../../gql';

const AssistantTodoExistsDocument = graphql(`
  query AssistantTodoExists($id: UUID!) {
    todo(id: $id) {
      id
    }
  }
`);

/**
 * Whether a to-do a card shows no longer exists (deleted since, by Undo in an earlier visit or
 * elsewhere): a reopened conversation then offers neither the to-do nor its planner.
 */
export function useTodoGone(todoId: string): boolean {
  const { error } = useQuery(AssistantTodoExistsDocument, { variables: { id: todoId }, fetchPolicy: 'cache-first' });
  return hasErrorCode(error, 'NOT_FOUND');
}
