/** The 404 page, also shown by the router's error page for a 404 response. */
export { NotFoundPage } from './NotFoundPage';
