import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ScrumTemplateInput } from '../../gql/graphql';
import { scrumMessages } from './messages';

const UpdateDailyScrumTemplateDocument = graphql(`
  mutation UpdateDailyScrumTemplate($id: UUID!, $input: ScrumTemplateInput!) {
    updateDailyScrumTemplate(id: $id, input: $input) {
      ...ScrumTemplate_template
    }
  }
`);

/** updateDailyScrumTemplate: a new title and content (the cached template takes the answer). */
export function useUpdateScrumTemplate() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(UpdateDailyScrumTemplateDocument);

  const update = useCallback(
    async (id: string, input: ScrumTemplateInput): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id, input } });
        notifySuccess(intl.formatMessage(scrumMessages.templateSaved));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, scrumMessages.templateSaveFailed);
        return { ok: false, error };
      }
    },
    [intl, mutate, toastFailure],
  );

  return [update, { loading }] as const;
}
