import { defineMessageMap } from '../../../i18n/defineMessageMap';

export const calendarFeedMessages = defineMessageMap({
  title: { id: 'settings.calendarFeed.title', defaultMessage: 'Calendar feed' },
  description: {
    id: 'settings.calendarFeed.description',
    defaultMessage:
      'Subscribe to this URL in a calendar app (Google Calendar, Apple Calendar, Outlook) to see your planned blocks there, from 30 days back to 90 days ahead, in your time zone. Anyone who has the URL sees the titles of your plans; private to-dos show as “Private to-do”.',
  },
  none: { id: 'settings.calendarFeed.none', defaultMessage: 'You have no calendar feed yet.' },
  since: {
    id: 'settings.calendarFeed.since',
    defaultMessage: 'Your feed URL was made on {date}. It is shown only once: to get a URL again, reset it.',
  },
  create: { id: 'settings.calendarFeed.create', defaultMessage: 'Create feed URL' },
  reset: { id: 'settings.calendarFeed.reset', defaultMessage: 'Reset URL' },
  resetTitle: { id: 'settings.calendarFeed.resetTitle', defaultMessage: 'Reset the feed URL?' },
  resetBody: {
    id: 'settings.calendarFeed.resetBody',
    defaultMessage:
      'The current URL stops working at once: calendar apps that use it no longer get your plans until you subscribe again with the new URL.',
  },
  resetConfirm: { id: 'settings.calendarFeed.resetConfirm', defaultMessage: 'Reset' },
  newTitle: { id: 'settings.calendarFeed.newTitle', defaultMessage: 'Your feed URL' },
  newBody: {
    id: 'settings.calendarFeed.newBody',
    defaultMessage:
      'Copy it now and add it to your calendar app as a subscription (“From URL”): it will not be shown again.',
  },
  subscribe: { id: 'settings.calendarFeed.subscribe', defaultMessage: 'Open in a calendar app' },
  loadFailed: { id: 'settings.calendarFeed.loadFailed', defaultMessage: 'The calendar feed could not be loaded.' },
  retry: { id: 'access.error.retry', defaultMessage: 'Try again' },
  failed: { id: 'settings.calendarFeed.failed', defaultMessage: 'The feed URL could not be made. {detail}' },
  made: { id: 'settings.calendarFeed.made', defaultMessage: 'Your feed URL is ready.' },
});
