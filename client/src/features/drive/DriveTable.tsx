import { Anchor, Paper, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { PersonLabel } from '../../components/PersonLabel';
import type { DriveTable_NoteFragment } from '../../gql/graphql';
import { graphql } from '../../gql';
import { BookmarkToggle } from './BookmarkToggle';
import { driveMessages } from './messages';
import { NoteDate } from './NoteDate';
import { NoteLocationCell } from './NoteLocationCell';
import classes from './drive.module.css';

interface Props {
  readonly notes: readonly DriveTable_NoteFragment[];
  readonly dimmed: boolean;
  readonly onBookmark: (note: DriveTable_NoteFragment, bookmarked: boolean) => void;
}

/** The drive's notes: title, creator, workspace, location, created, updated and the star; a row opens its note. */
export function DriveTable({ notes, dimmed, onBookmark }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const untitled = intl.formatMessage(driveMessages.untitled);

  return (
    <Paper withBorder bg="white" className={classes.tableWrap} style={{ opacity: dimmed ? 0.6 : 1 }}>
      <Table
        layout="fixed"
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing={8}
        aria-label={intl.formatMessage(driveMessages.tableLabel)}
        data-testid="drive-table"
      >
        <colgroup>
          <col style={{ width: 36 }} />
          <col />
          <col style={{ width: 118 }} />
          <col style={{ width: 104 }} />
          <col style={{ width: 140 }} />
          <col style={{ width: 70 }} />
          <col style={{ width: 70 }} />
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <span className={classes.visuallyHidden}>{intl.formatMessage(driveMessages.columnBookmark)}</span>
            </Table.Th>
            {[
              driveMessages.columnTitle,
              driveMessages.columnCreator,
              driveMessages.columnWorkspace,
              driveMessages.columnLocation,
              driveMessages.columnCreated,
              driveMessages.columnUpdated,
            ].map((label) => (
              <Table.Th key={label.id}>
                <Text size="xs" fw={600} c="gray.6" truncate="end">
                  {intl.formatMessage(label)}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notes.map((note) => {
            const title = note.title.trim() || untitled;
            return (
              <Table.Tr
                key={note.id}
                className={classes.row}
                onClick={() => void navigate(`/note/${note.id}`)}
                data-testid="drive-row"
              >
                <Table.Td>
                  <BookmarkToggle
                    title={title}
                    bookmarked={note.bookmarked}
                    onToggle={(bookmarked) => onBookmark(note, bookmarked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/note/${note.id}`}
                    size="sm"
                    fw={500}
                    c={note.title.trim() ? 'dark' : 'gray.6'}
                    truncate="end"
                    display="block"
                    title={title}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <PersonLabel user={note.author} />
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="gray.7" truncate="end" title={note.workspace.name}>
                    {note.workspace.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NoteLocationCell note={note} />
                </Table.Td>
                <Table.Td>
                  <NoteDate iso={note.registerDate} />
                </Table.Td>
                <Table.Td>
                  <NoteDate iso={note.updateDate} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** A note as a row of the drive table or an entry of the short lists. */
DriveTable.fragments = {
  note: graphql(`
    fragment DriveTable_note on Note {
      id
      title
      location
      registerDate
      updateDate
      bookmarked
      author {
        id
        name
        profileImageUrl
      }
      workspace {
        id
        name
      }
      goal {
        id
        title
      }
      todo {
        id
        title
      }
    }
  `),
};
