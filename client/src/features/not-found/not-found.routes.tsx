import { titled, type Feature } from '../../app/feature';
import { NotFoundPage } from './NotFoundPage';

/** Any address no other route takes. The page is in the main chunk: the router's error page shows it too. */
export const notFoundFeature: Feature = {
  publicRoutes: [
    {
      path: '*',
      element: <NotFoundPage />,
      handle: titled({ id: 'notFound.title', defaultMessage: 'Page not found' }),
    },
  ],
};
