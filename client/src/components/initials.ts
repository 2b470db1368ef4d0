/**
 * Avatar letters: the given name for Korean names ("김하늘" -> "하늘", as Korean apps do), the
 * initials of the first and last word for names written with spaces ("Alex Morgan" -> "AM").
 */
export function initialsOf(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return '?';
  const chars = Array.from(trimmed);
  if (/^[\uac00-\ud7a3]+$/.test(trimmed)) return chars.length >= 3 ? chars.slice(-2).join('') : trimmed;
  const parts = trimmed.split(/\s+/);
  if (parts.length >= 2) {
    return `${Array.from(parts[0] ?? '')[0] ?? ''}${Array.from(parts[parts.length - 1] ?? '')[0] ?? ''}`.toUpperCase();
  }
  return chars.slice(0, 2).join('').toUpperCase();
}

/** The first letter of a workspace or team name, upper-cased, for its square avatar; "?" when blank. */
export function firstLetterOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}
