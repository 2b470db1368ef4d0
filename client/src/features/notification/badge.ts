/** The bell badge: the unread count, "99+" above 99 (spec 2 section 9). */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
