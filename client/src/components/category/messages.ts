// Shared by the planner, the to-do drawer and lists: the translated display names of the six basic categories.
import type { MessageDescriptor } from 'react-intl';
import { defineMessageMap } from '../../i18n/defineMessageMap';

export const categoryLabels = defineMessageMap({
  Work: { id: 'category.name.work', defaultMessage: 'Work' },
  Meeting: { id: 'category.name.meeting', defaultMessage: 'Meeting' },
  Communication: { id: 'category.name.communication', defaultMessage: 'Communication' },
  Study: { id: 'category.name.study', defaultMessage: 'Study' },
  Rest: { id: 'category.name.rest', defaultMessage: 'Rest' },
  Etc: { id: 'category.name.etc', defaultMessage: 'Etc' },
});

/** The message of a category name (the API's English key), or null for a name outside the six. */
export function categoryLabel(name: string): MessageDescriptor | null {
  return Object.hasOwn(categoryLabels, name) ? categoryLabels[name as keyof typeof categoryLabels] : null;
}
