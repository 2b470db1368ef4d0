import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import { projectMessages } from './messages';

const DeleteProjectDocument = graphql(`
  mutation DeleteProject($id: UUID!) {
    deleteProject(id: $id)
  }
`);

/** deleteProject (its creator, leader or a workspace admin): it leaves the cache; its goals stay. */
export function useDeleteProject() {
  const intl = useIntl();
  const client = useApolloClient();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(DeleteProjectDocument);

  const remove = useCallback(
    async (project: { id: string; name: string }): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id: project.id } });
        client.cache.evict({ id: client.cache.identify({ __typename: 'Project', id: project.id }) });
        client.cache.gc();
        notifySuccess(intl.formatMessage(projectMessages.deleted, { name: project.name }));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, projectMessages.deleteFailed);
        return { ok: false, error };
      }
    },
    [mutate, client, intl, toastFailure],
  );

  return [remove, state] as const;
}
