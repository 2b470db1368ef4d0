/** The six basic to-do categories (spec 1 section 3) with their fixed palette (DESIGN.md). */
export interface BasicCategory {
  id: string;
  name: 'Work' | 'Meeting' | 'Communication' | 'Study' | 'Rest' | 'Etc';
  color: string;
  colorName: string;
}

export const BASIC_CATEGORIES: readonly BasicCategory[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: 'Work', color: '#3B6FE0', colorName: 'Blue' },
  { id: '00000000-0000-4000-8000-000000000002', name: 'Meeting', color: '#8A5CD6', colorName: 'Violet' },
  { id: '00000000-0000-4000-8000-000000000003', name: 'Communication', color: '#1F9D74', colorName: 'Green' },
  { id: '00000000-0000-4000-8000-000000000004', name: 'Study', color: '#D9822B', colorName: 'Orange' },
  { id: '00000000-0000-4000-8000-000000000005', name: 'Rest', color: '#D6487E', colorName: 'Pink' },
  { id: '00000000-0000-4000-8000-000000000006', name: 'Etc', color: '#6B7280', colorName: 'Gray' },
];

/** A new to-do gets the first basic category, Work. */
export const DEFAULT_CATEGORY_ID = BASIC_CATEGORIES[0]!.id;
