import { useQuery } from '@apollo/client/react';
import { Anchor } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isUuid, problemOf, ResourceState } from '../../components/ResourceState';
import { TeamPeopleDocument } from '../team';
import { GoalListView } from './GoalListView';
import { GoalTeamsDocument } from './operations';

/** /team/{teamId}/goal (spec 1 section 2): the goals shared with one team. Its members only. */
export function TeamGoalListPage() {
  const { teamId } = useParams();
  if (!isUuid(teamId)) return <ResourceState kind="team" problem="notFound" />;
  return <TeamGoalList key={teamId} teamId={teamId} />;
}

function TeamGoalList({ teamId }: { readonly teamId: string }) {
  const { data, error, refetch } = useQuery(TeamPeopleDocument, {
    variables: { id: teamId },
    fetchPolicy: 'cache-and-network',
  });
  const problem = error && !data ? problemOf(error) : null;
  if (problem) return <ResourceState kind="team" problem={problem} onRetry={() => void refetch()} />;
  const team = data?.team;
  if (!team) return <PageSkeleton />;
  return (
    <GoalListView
      teamId={team.id}
      teams={[team]}
      subheading={
        <Anchor component={Link} to={`/team/${team.id}/member`} size="xs" c="gray.6" truncate="end" maw={420}>
          {team.name}
        </Anchor>
      }
      heading={<FormattedMessage id="goal.list.teamTitle" defaultMessage="Team goals" />}
    />
  );
}

/** /goal (spec 1 section 2): the goals of every team the viewer is in. */
export function AllGoalListPage() {
  const intl = useIntl();
  const { data } = useQuery(GoalTeamsDocument, { fetchPolicy: 'cache-and-network' });
  const teams = data?.myTeams ?? [];
  return (
    <GoalListView
      teamId={null}
      teams={teams.map((team) => ({ id: team.id, name: `${team.name} · ${team.workspace.name}` }))}
      heading={intl.formatMessage({ id: 'goal.list.allTitle', defaultMessage: 'All goals' })}
    />
  );
}
