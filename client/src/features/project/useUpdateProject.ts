import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { ProfileFieldsFragment, ProjectQuery, UpdateProjectInput } from '../../gql/graphql';
import { projectErrorOverrides, projectMessages } from './messages';

const UpdateProjectDocument = graphql(`
  mutation UpdateProject($id: UUID!, $input: UpdateProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...ProjectTable_project
      description
    }
  }
`);

type Project = ProjectQuery['project'];

/** What the overview changes: people as profiles, so that the screen shows them at once. */
export interface ProjectChanges {
  readonly name?: string;
  readonly description?: string | null;
  readonly status?: Project['status'];
  readonly priority?: Project['priority'];
  readonly deadline?: string | null;
  readonly leader?: ProfileFieldsFragment | null;
  readonly participants?: readonly ProfileFieldsFragment[];
}

function inputOf({ leader, participants, ...rest }: ProjectChanges): UpdateProjectInput {
  const input: UpdateProjectInput = { ...rest };
  if (leader !== undefined) input.leaderId = leader?.id ?? null;
  if (participants !== undefined) input.participantIds = participants.map((person) => person.id);
  return input;
}

/**
 * updateProject with an optimistic answer: the change shows at once and snaps back with a red toast
 * when refused. Renaming says so in green; other field edits are silent on success (they show in place).
 */
export function useUpdateProject() {
  const intl = useIntl();
  const toastFailure = useFailureToast();
  const [mutate, state] = useMutation(UpdateProjectDocument);

  const update = useCallback(
    async (project: Project, changes: ProjectChanges): Promise<Outcome<true>> => {
      const renaming = changes.name !== undefined;
      try {
        await mutate({
          variables: { id: project.id, input: inputOf(changes) },
          optimisticResponse: {
            updateProject: {
              __typename: 'Project',
              id: project.id,
              name: changes.name ?? project.name,
              description: changes.description !== undefined ? changes.description : project.description,
              status: changes.status ?? project.status,
              priority: changes.priority ?? project.priority,
              deadline: changes.deadline !== undefined ? changes.deadline : project.deadline,
              registerDate: project.registerDate,
              leader: changes.leader !== undefined ? changes.leader : project.leader,
              participants: [...(changes.participants ?? project.participants)],
              team: { __typename: 'Team', id: project.team.id, name: project.team.name },
            },
          },
        });
        if (renaming) notifySuccess(intl.formatMessage(projectMessages.renamed));
        return { ok: true, data: true };
      } catch (error) {
        toastFailure(error, renaming ? projectMessages.renameFailed : projectMessages.updateFailed, {
          overrides: projectErrorOverrides,
        });
        return { ok: false, error };
      }
    },
    [mutate, intl, toastFailure],
  );

  return [update, state] as const;
}
