import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DriveTable_NoteFragment } from '../../gql/graphql';
import { SHORT_LIST_SIZE } from './driveFilter';
import { driveMessages } from './messages';
import { NoteDate } from './NoteDate';
import { DriveShortListsDocument } from './operations';
import classes from './drive.module.css';

/** Beside the table (spec 1 section 2): my recent notes, recently viewed notes and bookmarked notes. */
export function DriveShortLists() {
  const { data, loading, error } = useQuery(DriveShortListsDocument, {
    variables: { size: SHORT_LIST_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const state = { loading: !data && loading, failed: !data && Boolean(error) };
  return (
    <SimpleGrid cols={3} spacing="sm" data-testid="drive-short-lists">
      <ShortList
        title={driveMessages.myRecent}
        empty={driveMessages.myRecentEmpty}
        notes={data?.myRecentNotes.items}
        {...state}
        testId="drive-my-recent"
      />
      <ShortList
        title={driveMessages.recentlyViewed}
        empty={driveMessages.recentlyViewedEmpty}
        notes={data?.recentlyViewedNotes.items}
        {...state}
        testId="drive-recently-viewed"
      />
      <ShortList
        title={driveMessages.bookmarked}
        empty={driveMessages.bookmarkedEmpty}
        notes={data?.bookmarkedNotes.items}
        {...state}
        testId="drive-bookmarked"
      />
    </SimpleGrid>
  );
}

interface ListProps {
  readonly title: MessageDescriptor;
  readonly empty: MessageDescriptor;
  readonly notes: readonly DriveTable_NoteFragment[] | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly testId: string;
}

function ShortList({ title, empty, notes, loading, failed, testId }: ListProps) {
  const intl = useIntl();
  return (
    <Paper withBorder bg="white" p="sm" data-testid={testId} style={{ minWidth: 0 }}>
      <Text size="xs" fw={700} c="gray.7" mb={6} truncate="end">
        {intl.formatMessage(title)}
      </Text>
      {loading ? (
        <Stack gap={8}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={14} width={`${90 - index * 15}%`} />
          ))}
        </Stack>
      ) : failed ? (
        <Text size="xs" c="red.7">
          {intl.formatMessage(driveMessages.listFailed)}
        </Text>
      ) : !notes || notes.length === 0 ? (
        <Text size="xs" c="gray.6">
          {intl.formatMessage(empty)}
        </Text>
      ) : (
        <Stack gap={0}>
          {notes.map((note) => {
            const label = note.title.trim() || intl.formatMessage(driveMessages.untitled);
            return (
              <Link key={note.id} to={`/note/${note.id}`} className={classes.shortItem} title={label}>
                <Text
                  size="sm"
                  truncate="end"
                  style={{ minWidth: 0, flex: 1 }}
                  c={note.title.trim() ? undefined : 'gray.6'}
                >
                  {label}
                </Text>
                <NoteDate iso={note.updateDate} />
              </Link>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
