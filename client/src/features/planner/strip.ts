// The unscheduled strip (spec 1 sections 2 and 9): up to 3 items; above that the first 2 and "view N more".

export const STRIP_MAX_ITEMS = 3;

export function stripOverflow<T>(items: readonly T[], expanded = false): { visible: T[]; hiddenCount: number } {
  if (expanded || items.length <= STRIP_MAX_ITEMS) return { visible: [...items], hiddenCount: 0 };
  const visible = items.slice(0, STRIP_MAX_ITEMS - 1);
  return { visible, hiddenCount: items.length - visible.length };
}
