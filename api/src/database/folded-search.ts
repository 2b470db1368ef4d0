/**
 * Accent- and case-insensitive matching (Vietnamese "ke hoach" finds "Kế hoạch", đ matches d): both
 * sides are folded by the same SQL expression, which the search indexes are built on (migration
 * accent_insensitive_search), so a LIKE on it is served by the trigram index.
 */

/** A text expression folded: without accents (unaccent's rules), then in lower case. */
export const foldSql = (expression: string) => `lower(public.immutable_unaccent(${expression}))`;

/**
 * A LIKE pattern from the next `?` parameter: folded, its %, _ and \ escaped (after folding: unaccent
 * turns the full-width ％ into %), between `before` and `after` (each '' or '%', `before` also '% ' for
 * the start of an inner word).
 */
export const foldedPatternSql = (before: '' | '%' | '% ', after: '' | '%') =>
  `'${before}' || regexp_replace(${foldSql('?')}, '([\\\\%_])', '\\\\\\1', 'g') || '${after}'`;

/** `column` (folded) holds the next `?` parameter anywhere. */
export const foldedContainsSql = (column: string) => `${foldSql(column)} like ${foldedPatternSql('%', '%')}`;

/** The entity's declaration of a folded trigram index (as the migration creates it), for the schema-drift check. */
export const foldedTrigramIndex = (name: string, table: string, column: string) => ({
  name,
  expression: `create index "${name}" on "${table}" using gin (lower(public.immutable_unaccent("${column}")) gin_trgm_ops)`,
});
