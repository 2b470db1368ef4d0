import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useViewer } from '../../app/useViewer';
import { useSelection } from '../../app/workspaceSelection';
import { problemOf } from '../../components/ResourceState';
import { TeamDocument } from './operations';

/**
 * The team of a team page, always asked from the network (a removed member sees access denied at
 * once). Opening a team makes it the chosen team and its workspace the current one.
 */
export function useTeamPage(teamId: string) {
  const viewer = useViewer();
  const client = useApolloClient();
  const { selectTeam } = useSelection(viewer?.id);
  const { data, error, refetch } = useQuery(TeamDocument, {
    variables: { id: teamId },
    fetchPolicy: 'cache-and-network',
  });
  const team = error ? null : (data?.team ?? null);
  const problem = error ? problemOf(error) : null;

  useEffect(() => {
    if (team) selectTeam(team.id, team.workspace.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- selected again when another team is shown, not on every refetch
  }, [team?.id, team?.workspace.id, selectTeam]);
  useEffect(() => {
    if (problem === 'forbidden' || problem === 'notFound') {
      void client.refetchQueries({ include: ['MyWorkspaces', 'MyTeams'] });
    }
  }, [problem, client]);

  return { viewer, team, problem, refetch };
}
