import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { UserAvatar } from '../../components/UserAvatar';
import { graphql } from '../../gql';
import type { CardHeader_UserFragment } from '../../gql/graphql';
import classes from './feedback.module.css';
import { feedbackMessages } from './messages';
import { useFeedbackTime } from './useFeedbackTime';

interface Props {
  /** The other person: who it came from (received) or went to (sent). */
  readonly person: CardHeader_UserFragment;
  readonly received: boolean;
  readonly date: string;
  /** After the name ("New"). */
  readonly marks?: ReactNode;
  /** After the date ("edited"). */
  readonly dateMarks?: ReactNode;
  /** At the right (bookmark mark, menu, state label). */
  readonly aside?: ReactNode;
}

/** The top of a feedback or request card: the other person's picture and name ("From" / "To"), when, and what goes beside. */
export function CardHeader({ person, received, date, marks, dateMarks, aside }: Props) {
  const intl = useIntl();
  const time = useFeedbackTime();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <Group gap={10} wrap="nowrap" style={{ minWidth: 0 }}>
        <UserAvatar user={person} size={34} nameShown />
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="gray.6" style={{ flex: 'none' }}>
              {intl.formatMessage(received ? feedbackMessages.from : feedbackMessages.to)}
            </Text>
            <Text
              size="sm"
              fw={600}
              truncate="end"
              title={person.name}
              style={{ minWidth: 0 }}
              data-testid="feedback-person"
            >
              {person.name}
            </Text>
            {marks}
          </Group>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="gray.6" title={time.full(date)} style={{ whiteSpace: 'nowrap' }}>
              {time.relative(date)}
            </Text>
            {dateMarks}
          </Group>
        </div>
      </Group>
      {aside && (
        <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
          {aside}
        </Group>
      )}
    </Group>
  );
}

type DataAttributes = { readonly [name: `data-${string}`]: string | boolean | undefined };

/** The frame of a feedback or request card: briefly highlighted (opened from a bookmark or its address), or red (a rejected request). */
export function CardFrame({
  tone,
  children,
  ...data
}: { readonly tone?: 'highlight' | 'rejected' | null; readonly children: ReactNode } & DataAttributes) {
  const toneClass = tone === 'highlight' ? classes.highlight : tone === 'rejected' ? classes.rejected : '';
  return (
    // The background is the class's (white, or red for a rejected request): Mantine's bg prop would win over it.
    <Paper withBorder p="md" radius="md" className={`${classes.card} ${toneClass}`} {...data}>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

CardHeader.fragments = {
  user: graphql(`
    fragment CardHeader_user on UserProfile {
      id
      name
      profileImageUrl
    }
  `),
};
