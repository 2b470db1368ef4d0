/**
 * The two core-value pickers of the feedback form (spec 3 sections 2 and 5): strengths and things
 * to work on, multi-select each, and a value picked on one side is not offered on the other.
 */

export interface NamedValue {
  readonly id: string;
  readonly name: string;
}

export interface ValueOption {
  readonly value: string;
  readonly label: string;
  /** A value deleted since the feedback named it: shown while kept, not offered again once removed. */
  readonly inactive: boolean;
}

/**
 * The options of one side: the workspace's values by name, then the values the feedback already
 * names on this side that are no longer among them (deleted since), and none picked on the other side.
 */
export function sideOptions(
  values: readonly NamedValue[],
  kept: readonly NamedValue[],
  ownPicked: readonly string[],
  otherPicked: readonly string[],
): ValueOption[] {
  const other = new Set(otherPicked);
  const own = new Set(ownPicked);
  const active = new Set(values.map((value) => value.id));
  const options: ValueOption[] = values
    .filter((value) => !other.has(value.id))
    .map((value) => ({ value: value.id, label: value.name, inactive: false }))
    .sort((a, b) => a.label.localeCompare(b.label));
  for (const value of kept) {
    if (!active.has(value.id) && own.has(value.id) && !other.has(value.id))
      options.push({ value: value.id, label: value.name, inactive: true });
  }
  return options;
}

/** A side's new pick, without what the other side holds (the pickers never offer it, this makes sure). */
export function pickSide(next: readonly string[], otherPicked: readonly string[]): string[] {
  const other = new Set(otherPicked);
  return [...new Set(next)].filter((id) => !other.has(id));
}
