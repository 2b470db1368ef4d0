import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { notifySuccess } from '../../components/notify';
import { plannerMessages } from './messages';
import { PlannerCreateTodoDocument, PlannerInboxDocument } from './operations';
import { usePlannerFailureToast } from './usePlannerFailureToast';

/** createTodo without a plan: straight into the inbox (newest first, so it is refetched on top). */
export function useQuickAddTodo() {
  const intl = useIntl();
  const [mutate, state] = useMutation(PlannerCreateTodoDocument, {
    refetchQueries: [PlannerInboxDocument],
    awaitRefetchQueries: true,
  });
  const toastFailure = usePlannerFailureToast();

  const add = useCallback(
    async (title: string): Promise<boolean> => {
      try {
        await mutate({ variables: { input: { title } } });
        notifySuccess(intl.formatMessage(plannerMessages.added));
        return true;
      } catch (error) {
        toastFailure(error, plannerMessages.createFailed);
        return false;
      }
    },
    [mutate, toastFailure, intl],
  );
  return [add, state.loading] as const;
}
