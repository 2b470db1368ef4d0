import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ScrumTemplateInput } from '../../gql/graphql';
import { scrumMessages } from './messages';

const CreateDailyScrumTemplateDocument = graphql(`
  mutation CreateDailyScrumTemplate($teamId: UUID!, $input: ScrumTemplateInput!, $isDefault: Boolean!) {
    createDailyScrumTemplate(teamId: $teamId, input: $input, isDefault: $isDefault) {
      ...ScrumTemplate_template
    }
  }
`);

/** createDailyScrumTemplate (workspace owners and admins): the list is refetched (a new default unsets the old one). */
export function useCreateScrumTemplate(teamId: string) {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(CreateDailyScrumTemplateDocument, {
    refetchQueries: ['DailyScrumTemplates'],
    awaitRefetchQueries: true,
  });

  const create = useCallback(
    async (input: ScrumTemplateInput, isDefault: boolean): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { teamId, input, isDefault } });
        notifySuccess(intl.formatMessage(scrumMessages.templateSaved));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, scrumMessages.templateSaveFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, teamId, toastFailure],
  );

  return [create, { loading }] as const;
}
