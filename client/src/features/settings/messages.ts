import { defineMessageMap } from '../../i18n/defineMessageMap';

export const settingsTitle = { id: 'settings.title', defaultMessage: 'Profile settings' };

export const settingsMessages = defineMessageMap({
  saved: { id: 'settings.saved', defaultMessage: 'Your changes have been saved.' },
  saveFailed: { id: 'settings.saveFailed', defaultMessage: 'The profile could not be updated. {detail}' },
  reminderSaveFailed: {
    id: 'settings.reminder.saveFailed',
    defaultMessage: 'The planning reminder could not be saved. {detail}',
  },
  save: { id: 'common.save', defaultMessage: 'Save' },
  cancel: { id: 'common.cancel', defaultMessage: 'Cancel' },
  notSet: { id: 'settings.notSet', defaultMessage: 'Not set' },
});
