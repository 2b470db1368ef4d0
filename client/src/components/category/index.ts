// Shared: the six to-do categories on screen (translated names, colour dot and badge, AA-safe colours).
export { CategoryBadge, CategoryDot, useCategoryName, type CategoryLike } from './CategoryBadge';
export { categoryLabel, categoryLabels } from './messages';
export { categorySurface, contrastRatio, tint, shade, CATEGORY_TEXT } from './colors';
