import { lazy } from 'react';
import { titled, type Feature } from '../../app/feature';
import { noteAreas } from './note.areas';

const SharedNotePage = lazy(() => import('./SharedNotePage').then((m) => ({ default: m.SharedNotePage })));
const NotePage = lazy(() => import('./NotePage').then((m) => ({ default: m.NotePage })));
const NewNotePage = lazy(() => import('./NewNotePage').then((m) => ({ default: m.NewNotePage })));

export const noteFeature: Feature = {
  publicRoutes: [
    {
      path: 's/:shortCode',
      element: <SharedNotePage />,
      handle: titled({ id: 'sharedLink.title', defaultMessage: 'Shared note' }),
    },
  ],
  appRoutes: [
    { path: 'note/new', element: <NewNotePage />, handle: titled(noteAreas.noteNew.title) },
    { path: 'note/:noteId', element: <NotePage />, handle: titled(noteAreas.note.title) },
  ],
};
