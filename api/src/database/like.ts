/** A text matched literally inside an SQL LIKE pattern (its %, _ and \ escaped). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
