import type { ComponentType } from 'react';
import { IconChecklist, IconDocument, IconPlus, IconSearch, type IconProps } from '../../components/icons';
import type { ChatFeature } from './protocol';

/** The icon of each feature (its card and the selector). */
export const FEATURE_ICONS: Readonly<Record<ChatFeature, ComponentType<IconProps>>> = {
  'get-todo': IconChecklist,
  'create-todo': IconPlus,
  'create-report': IconDocument,
  'search-note': IconSearch,
};
