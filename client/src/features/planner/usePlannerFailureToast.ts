import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { notifyError } from '../../components/notify';
import { plannerMessages } from './messages';
import { plannerFailure } from './rollback';

/** The red 5 s toast after the server refused a planner change (the optimistic change is already rolled back). */
export function usePlannerFailureToast() {
  const intl = useIntl();
  return useCallback(
    (error: unknown, fallback: MessageDescriptor = plannerMessages.moveFailed) => {
      const failure = plannerFailure(error);
      if (!failure) return;
      const message =
        failure === 'occupied'
          ? plannerMessages.occupied
          : failure === 'cannotChange'
            ? plannerMessages.cannotChange
            : fallback;
      notifyError(intl.formatMessage(message));
    },
    [intl],
  );
}

/** The toast for a refusal the client sees before sending (an occupied target). */
export function useOccupiedToast() {
  const intl = useIntl();
  return useCallback(() => notifyError(intl.formatMessage(plannerMessages.occupied)), [intl]);
}
