/**
 * A Quarter backup file, gzip-compressed text in the spirit of pg_dump's plain format:
 *
 *   {"format":"quarter-backup","formatVersion":1,...header}        one JSON line
 *   {"table":"goal","columns":["id","title",...]}                  one JSON line per table, then
 *   ...rows in PostgreSQL's COPY text format, one per line...     (newlines inside values are escaped)
 *   \.                                                             the end of that table's rows
 *   {"file":"profile/ab12.png","bytes":5120}                       per uploaded file (DATA_DIR/uploads),
 *   ...its bytes in base64, 76 characters a line...
 *   \.
 *   {"end":true,"rows":{"goal":12,...},"files":3}                  the last line: a cut file lacks it
 */
export const BACKUP_FORMAT = 'quarter-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const END_OF_ROWS = '\\.';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  /** PostgreSQL's server_version of the database backed up. */
  serverVersion: string;
  /** The migrations applied to the database, in order: restore applies the same ones first. */
  migrations: string[];
  /** The tables that follow, in load order (parents before the tables referring to them). */
  tables: string[];
}

export interface TableSection {
  table: string;
  columns: string[];
}

export interface FileSection {
  /** The path under the uploads folder, with forward slashes. */
  file: string;
  bytes: number;
}

export interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
  files?: number;
}

/** A backup file that cannot be read as one (not a backup, another format version, cut short). */
export class BackupFileError extends Error {}

/** A backup or restore refused before anything was changed, with the reason in words for the operator. */
export class BackupRefused extends Error {}

export function parseHeader(line: string | undefined): BackupHeader {
  const header = parseJsonLine(line, 'header') as Partial<BackupHeader>;
  if (header.format !== BACKUP_FORMAT) throw new BackupFileError('this is not a Quarter backup file');
  if (header.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `backup format ${header.formatVersion} is not supported by this version (it reads format ${BACKUP_FORMAT_VERSION})`,
    );
  }
  return header as BackupHeader;
}

export function parseSectionOrTrailer(line: string | undefined): TableSection | FileSection | BackupTrailer {
  const value = parseJsonLine(line, 'table section') as Partial<TableSection & FileSection & BackupTrailer>;
  if (value.end === true && value.rows) return value as BackupTrailer;
  if (typeof value.table === 'string' && Array.isArray(value.columns)) return value as TableSection;
  if (typeof value.file === 'string' && typeof value.bytes === 'number') return value as FileSection;
  throw new BackupFileError(`unexpected line in the backup file: ${line?.slice(0, 80)}`);
}

function parseJsonLine(line: string | undefined, what: string): unknown {
  if (line === undefined) throw new BackupFileError(`the backup file ends before its ${what} (cut short?)`);
  try {
    return JSON.parse(line);
  } catch {
    // A line cut in half (the file cut short) reads like a damaged one: name both.
    throw new BackupFileError(`the backup file's ${what} is not readable (cut short or damaged): ${line.slice(0, 80)}`);
  }
}
