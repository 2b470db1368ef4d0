import { defineMessageMap } from '../i18n/defineMessageMap';

/** Document titles of the pages outside the signed-in layout. */
export const pageTitles = defineMessageMap({
  landing: { id: 'page.landing.title', defaultMessage: 'Team goals, linked to every day' },
  login: { id: 'auth.login.title', defaultMessage: 'Log in' },
  signup: { id: 'auth.signup.title', defaultMessage: 'Create your account' },
  verify: { id: 'page.verify.title', defaultMessage: 'Email verification' },
  resetPassword: { id: 'auth.reset.title', defaultMessage: 'Reset your password' },
  notFound: { id: 'notFound.title', defaultMessage: 'Page not found' },
  sharedLink: { id: 'sharedLink.title', defaultMessage: 'Shared note' },
});
