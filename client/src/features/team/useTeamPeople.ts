import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { ProfileFieldsFragment } from '../../gql/graphql';
import { TeamPeopleDocument } from './operations';

/** The members of a team as profiles: who may lead its goals and projects or take part. */
export function useTeamPeople(teamId: string | null): { people: ProfileFieldsFragment[]; loading: boolean } {
  const { data, loading } = useQuery(TeamPeopleDocument, {
    variables: { id: teamId ?? '' },
    skip: !teamId,
    fetchPolicy: 'cache-and-network',
  });
  const people = useMemo(() => (data?.team.members ?? []).map((member) => member.user), [data]);
  return { people, loading: loading && !data };
}
