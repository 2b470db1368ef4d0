/** The signed-in frame (sidebar, header, content), mounted by the router around the app routes. */
export { AppLayout } from './AppLayout';
