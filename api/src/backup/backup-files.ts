import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BackupFileError, END_OF_ROWS, type FileSection } from './backup-format.js';

const LINE = 76;

/**
 * Writes every file under the uploads folder (profile pictures: the rows name them) as a section of
 * base64 lines; answers how many. A missing folder has none.
 */
export async function writeUploads(
  uploadsDir: string | undefined,
  write: (text: string) => Promise<void>,
): Promise<number> {
  if (!uploadsDir) return 0;
  const files = await listFiles(uploadsDir);
  for (const relative of files) {
    const bytes = await readFile(path.join(uploadsDir, relative));
    await write(
      `${JSON.stringify({ file: relative.split(path.sep).join('/'), bytes: bytes.length } satisfies FileSection)}\n`,
    );
    const encoded = bytes.toString('base64');
    let text = '';
    for (let at = 0; at < encoded.length; at += LINE) text += `${encoded.slice(at, at + LINE)}\n`;
    await write(`${text}${END_OF_ROWS}\n`);
  }
  return files.length;
}

/** Reads one file section and writes the file under the uploads folder (or only reads past it, without one). */
export async function restoreUpload(
  { file, bytes }: FileSection,
  lines: AsyncIterator<string>,
  uploadsDir: string | undefined,
): Promise<void> {
  const parts: string[] = [];
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new BackupFileError(`the backup file ends inside the uploaded file ${file} (cut short?)`);
    if (next.value === END_OF_ROWS) break;
    parts.push(next.value);
  }
  const content = Buffer.from(parts.join(''), 'base64');
  if (content.length !== bytes)
    throw new BackupFileError(`the uploaded file ${file} holds ${content.length} bytes, not ${bytes}`);
  if (!uploadsDir) return;
  const target = path.resolve(uploadsDir, file);
  // The name comes from the file: it must stay inside the uploads folder.
  if (!target.startsWith(path.resolve(uploadsDir) + path.sep))
    throw new BackupFileError(`the backup names a file outside the uploads folder: ${file}`);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

async function listFiles(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}
