import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { defineMessageMap } from '../../i18n/defineMessageMap';

export const RequestPlannerUpdateDocument = graphql(`
  mutation RequestPlannerUpdate($teamId: UUID!, $userId: UUID!) {
    requestPlannerUpdate(teamId: $teamId, userId: $userId)
  }
`);

export const requestPlannerMessages = defineMessageMap({
  sent: { id: 'team.member.requestPlannerSent', defaultMessage: 'We asked {name} to update their planner.' },
  failed: { id: 'team.member.requestPlannerFailed', defaultMessage: 'The request could not be sent. {detail}' },
  self: { id: 'error.selfRequest', defaultMessage: 'You can update your own planner yourself.' },
});

/** requestPlannerUpdate: a plan_request notification to a teammate (never to oneself: SELF_REQUEST). */
export function useRequestPlannerUpdate() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(RequestPlannerUpdateDocument);

  const request = useCallback(
    async (teamId: string, user: { id: string; name: string }): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { teamId, userId: user.id } });
        notifySuccess(intl.formatMessage(requestPlannerMessages.sent, { name: user.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, requestPlannerMessages.failed, {
          overrides: { SELF_REQUEST: requestPlannerMessages.self, MEMBER_NOT_FOUND: errorMessages.memberNotFound },
        });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [request, state] as const;
}
