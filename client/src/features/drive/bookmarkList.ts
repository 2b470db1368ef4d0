/**
 * A list of bookmarked notes after a star was toggled: a new bookmark goes on top (the list is "last
 * bookmarked first", cut to its size), a removed one leaves; the total follows. Used to keep the
 * "bookmarked" short list and a "bookmarked only" table right at once, without waiting for a refetch.
 */
export interface NoteList<N extends { readonly id: string }> {
  readonly total: number;
  readonly items: readonly N[];
}

export function withBookmark<N extends { readonly id: string }, L extends NoteList<N>>(
  list: L,
  note: N,
  bookmarked: boolean,
  size = Infinity,
): L {
  const present = list.items.some((item) => item.id === note.id);
  if (bookmarked) {
    if (present) return list;
    return { ...list, total: list.total + 1, items: [note, ...list.items].slice(0, size) };
  }
  if (!present) return list;
  return { ...list, total: Math.max(0, list.total - 1), items: list.items.filter((item) => item.id !== note.id) };
}
