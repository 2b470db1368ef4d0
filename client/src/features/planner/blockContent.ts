// What a block on the time grid holds below its title, and how much of it a short block leaves out.

/** A block of at least this many quarter-hour rows shows its title, its time and its goal; a shorter one its title and "+N". */
export const FULL_BLOCK_ROWS = 3;

export interface BlockLines {
  readonly time: string;
  /** The goal's title; null without a goal, or for a private to-do of someone else. */
  readonly goal: string | null;
}

/** The lines of a block below its title. */
export function blockLines(
  time: string,
  todo: { readonly masked: boolean; readonly goal: { readonly title: string } | null },
): BlockLines {
  return { time, goal: todo.masked ? null : (todo.goal?.title ?? null) };
}

/** How many lines below the title a block of `rows` rows leaves out (its "+N"): all of them when it is short. */
export function hiddenLineCount(rows: number, lines: BlockLines): number {
  if (rows >= FULL_BLOCK_ROWS) return 0;
  return 1 + (lines.goal === null ? 0 : 1);
}
