import { useQuery } from '@apollo/client/react';
import { Skeleton, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SectionCard } from '../../components/SectionCard';
import { CreateNoteButton } from './CreateNoteButton';
import { noteMessages } from './messages';
import { NoteList } from './NoteList';
import { GoalNotesDocument } from './operations';

/** The "Notes" card of the goal page (Goal.notes, newest first), with "New note" for editors. */
export function GoalNotesCard({ goalId, canCreate }: { readonly goalId: string; readonly canCreate: boolean }) {
  const intl = useIntl();
  const { data, error } = useQuery(GoalNotesDocument, { variables: { goalId }, fetchPolicy: 'cache-and-network' });
  const notes = data?.goal.notes;
  return (
    <SectionCard
      title={intl.formatMessage(noteMessages.listTitle)}
      actions={canCreate && <CreateNoteButton goalId={goalId} />}
      testId="goal-notes"
    >
      {notes ? (
        <NoteList notes={notes} />
      ) : error ? (
        <Text size="sm" c="red.7">
          {intl.formatMessage(noteMessages.listFailed)}
        </Text>
      ) : (
        <Skeleton height={28} />
      )}
    </SectionCard>
  );
}
