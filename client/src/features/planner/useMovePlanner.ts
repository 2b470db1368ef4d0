import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { usePlannerFailureToast } from './usePlannerFailureToast';

const PlannerUpdatePlannerDocument = graphql(`
  mutation PlannerUpdatePlanner($id: UUID!, $blocks: [Int!]!) {
    updatePlanner(id: $id, blocks: $blocks) {
      id
      blocks
      plannerDate
    }
  }
`);

/**
 * updatePlanner: new slots for a plan (moved, resized, to or from the unscheduled strip). The block
 * jumps at once (optimistic); when the server refuses, Apollo drops the optimistic layer, so it
 * snaps back, and a toast says why.
 */
export function useMovePlanner() {
  const [mutate] = useMutation(PlannerUpdatePlannerDocument);
  const toastFailure = usePlannerFailureToast();

  return useCallback(
    async (planner: { id: string; plannerDate: string }, blocks: number[]): Promise<boolean> => {
      try {
        await mutate({
          variables: { id: planner.id, blocks },
          optimisticResponse: {
            updatePlanner: { __typename: 'Planner', id: planner.id, blocks, plannerDate: planner.plannerDate },
          },
        });
        return true;
      } catch (error) {
        toastFailure(error);
        return false;
      }
    },
    [mutate, toastFailure],
  );
}
