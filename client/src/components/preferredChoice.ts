/** The id to pick first in a select: the preferred one when it is among the options, else the first option. */
export function preferredChoice(
  options: readonly { readonly id: string }[],
  preferredId: string | null,
): string | null {
  return options.some((option) => option.id === preferredId) ? preferredId : (options[0]?.id ?? null);
}
