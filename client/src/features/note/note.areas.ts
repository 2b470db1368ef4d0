import { defineAreas } from '../../app/feature';

/** The areas of the route table that this feature serves: their titles and one line each. */
export const noteAreas = defineAreas({
  noteNew: {
    title: { id: 'area.noteNew.title', defaultMessage: 'New note' },
    description: { id: 'area.noteNew.description', defaultMessage: 'Write a note and share it with your team.' },
  },
  note: {
    title: { id: 'area.note.title', defaultMessage: 'Note' },
    description: { id: 'area.note.description', defaultMessage: 'A note with its comments and activity.' },
  },
});
