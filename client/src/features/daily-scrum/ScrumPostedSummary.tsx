import { Group, RingProgress, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { AvatarStack } from '../../components/AvatarStack';
import { IconCheck } from '../../components/icons';
import { graphql } from '../../gql';
import type { ScrumPostedSummary_ScrumFragment } from '../../gql/graphql';
import classes from './daily-scrum.module.css';
import { scrumMessages } from './messages';

/**
 * The team's day at a glance: how many have posted of how many (live), and who has and who has
 * not, as faces with their names on hover.
 */
export function ScrumPostedSummary({ scrum }: { readonly scrum: ScrumPostedSummary_ScrumFragment }) {
  const intl = useIntl();
  const total = scrum.members.length;
  const posted = scrum.members.filter((member) => member.posted).map((member) => member.user);
  const waiting = scrum.members.filter((member) => !member.posted).map((member) => member.user);
  const share = total === 0 ? 0 : (scrum.postedCount / total) * 100;

  return (
    <Group gap="md" wrap="nowrap" data-testid="scrum-posted-summary">
      <Group gap={6} wrap="nowrap">
        <RingProgress
          size={30}
          thickness={4}
          roundCaps
          sections={share > 0 ? [{ value: share, color: 'teal' }] : []}
          aria-hidden="true"
        />
        <Text size="sm" fw={600} aria-live="polite" style={{ whiteSpace: 'nowrap' }} data-testid="scrum-posted-count">
          {intl.formatMessage(scrumMessages.postedCount, { posted: scrum.postedCount, total })}
        </Text>
      </Group>
      <PeopleGroup
        label={intl.formatMessage(scrumMessages.postedPeople)}
        people={posted}
        empty={intl.formatMessage(scrumMessages.nobodyPosted)}
        testId="scrum-posted-people"
      />
      {total > 0 && waiting.length === 0 ? (
        <Group gap={4} wrap="nowrap" c="teal.7" data-testid="scrum-everyone-posted">
          <IconCheck size={15} />
          <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {intl.formatMessage(scrumMessages.everyonePosted)}
          </Text>
        </Group>
      ) : (
        <PeopleGroup
          label={intl.formatMessage(scrumMessages.waitingPeople)}
          people={waiting}
          empty={intl.formatMessage(scrumMessages.everyonePosted)}
          faded
          testId="scrum-waiting-people"
        />
      )}
    </Group>
  );
}

function PeopleGroup({
  label,
  people,
  empty,
  faded = false,
  testId,
}: {
  readonly label: string;
  readonly people: readonly { readonly id: string; readonly name: string; readonly profileImageUrl?: string | null }[];
  readonly empty: string;
  readonly faded?: boolean;
  readonly testId: string;
}) {
  return (
    <Group
      gap={6}
      wrap="nowrap"
      data-testid={testId}
      aria-label={`${label}: ${people.map((person) => person.name).join(', ') || empty}`}
    >
      <Text size="xs" c="gray.6" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      {people.length === 0 ? (
        <Text size="xs" c="gray.5" style={{ whiteSpace: 'nowrap' }}>
          {empty}
        </Text>
      ) : (
        <div className={faded ? classes.waiting : undefined}>
          <AvatarStack people={people} max={5} size={24} />
        </div>
      )}
    </Group>
  );
}

ScrumPostedSummary.fragments = {
  scrum: graphql(`
    fragment ScrumPostedSummary_scrum on DailyScrum {
      postedCount
      members {
        posted
        user {
          ...ProfileFields
        }
      }
    }
  `),
};
