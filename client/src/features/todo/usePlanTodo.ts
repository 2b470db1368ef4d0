import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { formatLocalDate } from '../../components/work-item';
import { graphql } from '../../gql';
import type { PlanTodoMutation } from '../../gql/graphql';
import { todoMessages } from './messages';

/** Plans a to-do on a date: on rows (blocks) or for the day without a time (no blocks). */
const PlanTodoDocument = graphql(`
  mutation PlanTodo($todoId: UUID!, $date: LocalDate!, $blocks: [Int!]!) {
    planTodo(todoId: $todoId, date: $date, blocks: $blocks) {
      id
      plannerDate
      blocks
      todo {
        id
      }
    }
  }
`);

export type PlannedTodo = PlanTodoMutation['planTodo'];

export interface PlanTodoRequest {
  readonly todoId: string;
  readonly date: string;
  /** The rows (quarter-hour slots); none plans the to-do for the day without a time. */
  readonly blocks: readonly number[];
  /** The caller's own cached views to change too (run in the optimistic layer: a refusal undoes them). */
  readonly updateViews?: (cache: ApolloCache, planner: PlannedTodo) => void;
}

export interface PlanTodoOptions {
  /** A green toast naming the date once planned (the drawer's "Add date"); default true. */
  readonly announce?: boolean;
  /** The red toast of a refusal; default: "The date could not be added. <why>". */
  readonly toastFailure?: (error: unknown) => void;
}

/**
 * planTodo: plans a to-do on a date, on rows or for the day without a time (the unscheduled
 * strip). The plan shows at once in the to-do's list of dates and in the caller's views
 * (optimistic); a refusal undoes both with a red toast (5 s), a success may say so (green, 3 s).
 */
export function usePlanTodo({ announce = true, toastFailure }: PlanTodoOptions = {}) {
  const intl = useIntl();
  const toastTodoFailure = useFailureToast();
  const [mutate, state] = useMutation(PlanTodoDocument);

  const plan = useCallback(
    async ({ todoId, date, blocks, updateViews }: PlanTodoRequest): Promise<Outcome<PlannedTodo>> => {
      try {
        const { data } = await mutate({
          variables: { todoId, date, blocks: [...blocks] },
          optimisticResponse: {
            planTodo: {
              __typename: 'Planner',
              id: `optimistic-${todoId}-${date}`,
              plannerDate: date,
              blocks: [...blocks],
              todo: { __typename: 'Todo', id: todoId },
            },
          },
          update: (cache, { data: result }) => {
            const planner = result?.planTodo;
            if (!planner) return;
            addToTodoPlanners(cache, todoId, planner);
            updateViews?.(cache, planner);
          },
          refetchQueries: ['GoalTodos'],
        });
        if (!data) throw new Error('planTodo returned no data');
        if (announce) notifySuccess(intl.formatMessage(todoMessages.planned, { date: formatLocalDate(intl, date) }));
        return { ok: true, data: data.planTodo };
      } catch (error) {
        if (toastFailure) toastFailure(error);
        else toastTodoFailure(error, todoMessages.planFailed);
        return { ok: false, error };
      }
    },
    [mutate, intl, announce, toastFailure, toastTodoFailure],
  );

  return [plan, state] as const;
}

/** The new plan joins the to-do's dates (the drawer's list), once. */
function addToTodoPlanners(cache: ApolloCache, todoId: string, planner: PlannedTodo): void {
  cache.modify({
    id: cache.identify({ __typename: 'Todo', id: todoId }),
    fields: {
      planners: (existing: readonly Reference[], { readField, toReference }) => {
        const ref = toReference(planner, true);
        if (!ref || existing.some((item) => readField('id', item) === planner.id)) return existing;
        return [...existing, ref];
      },
    },
  });
}
