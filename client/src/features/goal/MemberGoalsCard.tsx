import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SectionCard } from '../../components/SectionCard';
import { graphql } from '../../gql';
import { GoalLinkRow } from './GoalLinkRow';

const MEMBER_GOALS_PAGE = 10;

/** Goals of the team the person leads or takes part in, as far as the viewer may read them; paged. */
const MemberGoalsDocument = graphql(`
  query MemberGoals($teamId: UUID!, $memberId: UUID!, $offset: Int!, $size: Int!) {
    goals(filter: { teamId: $teamId, memberId: $memberId, visibility: ALL, completedPeriod: ALL }, offset: $offset, size: $size) {
      total
      items {
        id
        title
        status
        priority
        endDate
      }
    }
  }
`);

/** A colleague's goals on their team member page (the goals API's member filter), 10 at a time. */
export function MemberGoalsCard({ teamId, memberId }: { readonly teamId: string; readonly memberId: string }) {
  const intl = useIntl();
  const { data, fetchMore, loading } = useQuery(MemberGoalsDocument, {
    variables: { teamId, memberId, offset: 0, size: MEMBER_GOALS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.goals.items ?? [];
  const total = data?.goals.total ?? 0;
  const loadMore = () =>
    fetchMore({
      variables: { offset: items.length },
      updateQuery: (previous, { fetchMoreResult }) => ({
        goals: { ...fetchMoreResult.goals, items: [...(previous.goals?.items ?? []), ...fetchMoreResult.goals.items] },
      }),
    });

  return (
    <SectionCard
      title={intl.formatMessage({ id: 'goal.member.title', defaultMessage: 'Goals ({count})' }, { count: total })}
      testId="member-goals"
    >
      {data && items.length === 0 && (
        <Text size="sm" c="gray.6">
          {intl.formatMessage({
            id: 'goal.member.none',
            defaultMessage: 'No goals they lead or take part in, in this team.',
          })}
        </Text>
      )}
      {items.map((goal) => (
        <GoalLinkRow key={goal.id} goal={goal} />
      ))}
      {items.length < total && (
        <Button
          size="compact-sm"
          variant="subtle"
          mt="xs"
          loading={loading}
          onClick={() => void loadMore()}
          data-testid="member-goals-more"
        >
          {intl.formatMessage({ id: 'goal.list.loadMore', defaultMessage: 'Load more' })}
        </Button>
      )}
    </SectionCard>
  );
}
