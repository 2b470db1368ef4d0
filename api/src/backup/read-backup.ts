import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { BackupFileError, BackupRefused, parseHeader, type BackupHeader } from './backup-format.js';

export interface BackupReader {
  header: BackupHeader;
  /** The lines after the header, read as they are needed. */
  lines: AsyncIterator<string>;
  close(): void;
}

/** Opens a backup file and reads its header; the rest is read line by line by whoever loads it. */
export async function openBackup(file: string): Promise<BackupReader> {
  if (!existsSync(file)) throw new BackupRefused(`there is no backup file at ${file}`);
  const input = createGunzip();
  // A read or gzip error ends the lines with it (readline's iterator rethrows its input's error).
  createReadStream(file)
    .on('error', (error) => input.destroy(error))
    .pipe(input);
  input.on('error', () => {}); // handled by the iterator; a listener keeps it from being unhandled

  const reader = createInterface({ input, crlfDelay: Infinity });
  const lines = readableErrors(reader[Symbol.asyncIterator](), file);
  try {
    const first = await lines.next();
    return { header: parseHeader(first.done ? undefined : first.value), lines, close: () => reader.close() };
  } catch (error) {
    reader.close();
    input.destroy();
    throw error;
  }
}

/** Says a damaged or cut gzip stream in the operator's words rather than zlib's. */
function readableErrors(lines: AsyncIterator<string>, file: string): AsyncIterator<string> {
  return {
    async next() {
      try {
        return await lines.next();
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (code.startsWith('Z_'))
          throw new BackupFileError(
            `${file} is not a whole gzip file (cut short or damaged): ${(error as Error).message}`,
          );
        throw error;
      }
    },
  };
}
