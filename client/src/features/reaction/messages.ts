import { defineMessageMap } from '../../i18n/defineMessageMap';

/** Words of the emoji reactions (spec 3: the receiver reacts to a feedback). */
export const reactionMessages = defineMessageMap({
  add: { id: 'reaction.add', defaultMessage: 'Add a reaction' },
  group: { id: 'reaction.group', defaultMessage: 'Reacted with {emoji} ({count}): {names}' },
  picker: { id: 'reaction.picker', defaultMessage: 'Choose an emoji' },
  pickerLoading: { id: 'reaction.pickerLoading', defaultMessage: 'Loading the emojis…' },
  pickerLoadFailed: { id: 'reaction.pickerLoadFailed', defaultMessage: 'The emojis could not be loaded.' },
  retry: { id: 'reaction.retry', defaultMessage: 'Try again' },
  addFailed: { id: 'reaction.addFailed', defaultMessage: 'The reaction could not be added. {detail}' },
  removeFailed: { id: 'reaction.removeFailed', defaultMessage: 'The reaction could not be taken back. {detail}' },
});
