import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { CreateProjectInput, ProjectTable_ProjectFragment } from '../../gql/graphql';
import { projectErrorOverrides, projectMessages } from './messages';

const CreateProjectDocument = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      ...ProjectTable_project
    }
  }
`);

/** createProject (team members): the lists refetch so that the new project shows first. */
export function useCreateProject() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(CreateProjectDocument, {
    refetchQueries: ['Projects'],
    awaitRefetchQueries: true,
  });

  const create = useCallback(
    async (input: CreateProjectInput): Promise<Outcome<ProjectTable_ProjectFragment>> => {
      try {
        const result = await mutate({ variables: { input } });
        const project = result.data?.createProject;
        if (!project) throw new Error('createProject returned nothing');
        notifySuccess(intl.formatMessage(projectMessages.created, { name: project.name }));
        return { ok: true, data: project };
      } catch (error) {
        toastFailure(error, projectMessages.createFailed, {
          overrides: projectErrorOverrides,
          inlineFieldErrors: true,
        });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [create, state] as const;
}
