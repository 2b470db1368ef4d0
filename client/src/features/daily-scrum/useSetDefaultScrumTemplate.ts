import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { graphql } from '../../gql';
import { scrumMessages } from './messages';

const SetDefaultDailyScrumTemplateDocument = graphql(`
  mutation SetDefaultDailyScrumTemplate($id: UUID!, $isDefault: Boolean!) {
    setDefaultDailyScrumTemplate(id: $id, isDefault: $isDefault) {
      ...ScrumTemplate_template
    }
  }
`);

/** setDefaultDailyScrumTemplate: one default per team, so the list is refetched (the old default stops being it). */
export function useSetDefaultScrumTemplate() {
  const toastFailure = useFailureToast();
  const [mutate, { loading }] = useMutation(SetDefaultDailyScrumTemplateDocument, {
    refetchQueries: ['DailyScrumTemplates'],
    awaitRefetchQueries: true,
  });

  const setDefault = useCallback(
    async (id: string, isDefault: boolean): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id, isDefault } });
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, scrumMessages.templateDefaultFailed);
        return { ok: false, error };
      }
    },
    [mutate, toastFailure],
  );

  return [setDefault, { loading }] as const;
}
