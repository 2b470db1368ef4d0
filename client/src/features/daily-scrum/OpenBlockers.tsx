import { Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconAlert } from '../../components/icons';
import { PersonLabel } from '../../components/PersonLabel';
import { graphql } from '../../gql';
import type { OpenBlockers_ScrumFragment } from '../../gql/graphql';
import classes from './daily-scrum.module.css';
import { scrumMessages } from './messages';
import { BlockerAge, ScrumLineText } from './ScrumSectionView';

/** The day's open blockers at a glance (oldest first, as the API sorts them): what, whose, for how long. */
export function OpenBlockers({ scrum, date }: { readonly scrum: OpenBlockers_ScrumFragment; readonly date: string }) {
  const intl = useIntl();
  if (scrum.openBlockers.length === 0) return null;
  return (
    <section
      className={classes.blockers}
      aria-label={intl.formatMessage(scrumMessages.blockersTitle)}
      data-testid="scrum-open-blockers"
    >
      <Group gap={6} mb={6} c="orange.8">
        <IconAlert size={16} />
        <Text size="sm" fw={700}>
          {intl.formatMessage(scrumMessages.blockersTitle)} · {scrum.openBlockers.length}
        </Text>
      </Group>
      <Stack gap={6}>
        {scrum.openBlockers.map((blocker, index) => (
          <div key={`${blocker.itemId}-${index}`} className={classes.blockerRow} data-testid="scrum-open-blocker">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <ScrumLineText line={blocker} date={date} />
            </Text>
            <div style={{ maxWidth: 180, minWidth: 0 }}>
              <PersonLabel user={blocker.user} />
            </div>
            <BlockerAge days={blocker.ageDays} />
          </div>
        ))}
      </Stack>
    </section>
  );
}

OpenBlockers.fragments = {
  scrum: graphql(`
    fragment OpenBlockers_scrum on DailyScrum {
      openBlockers {
        text
        todoId
        since
        ageDays
        itemId
        user {
          id
          name
          profileImageUrl
        }
      }
    }
  `),
};
