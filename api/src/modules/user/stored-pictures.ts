import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.js';
import { cleanPicture, type CleanPicture } from './clean-picture.js';
import { PROFILE_UPLOAD_PREFIX } from './profile-image-url.js';

/** Written once the pictures stored before uploads were cleaned have been re-encoded. */
const CLEANED_MARKER = '.metadata-removed';
/** Rows that name a picture: profiles, workspaces, teams, and the actor's picture kept in notifications. */
const PICTURE_COLUMNS = ['user', 'workspace', 'team'] as const;
const RENAMES_PER_STATEMENT = 500;

const profileDir = (uploadsDir: string) => path.join(uploadsDir, 'profile');

/** Stores a cleaned picture under a new name and answers its URL (never reused, so it may be cached for good). */
export async function storePicture(uploadsDir: string, picture: CleanPicture): Promise<string> {
  const name = `${randomUUID()}.${picture.ext}`;
  await mkdir(profileDir(uploadsDir), { recursive: true });
  await writeFile(path.join(profileDir(uploadsDir), name), picture.bytes);
  return `${PROFILE_UPLOAD_PREFIX}${name}`;
}

/**
 * Re-encodes, once, the pictures uploaded before uploads were cleaned (they may carry a photo's GPS
 * position): each gets a new URL, so no cache keeps the old bytes, the rows that name it move to the
 * new one, and the old file goes. A picture that cannot be decoded is left as it was and logged.
 * One instance does it (an advisory lock); the marker file keeps later starts from repeating it.
 */
export async function cleanStoredPictures(em: EntityManager, uploadsDir: string, logger: Logger): Promise<number> {
  const dir = profileDir(uploadsDir);
  if (existsSync(path.join(dir, CLEANED_MARKER))) return 0;
  const renamed = await em.transactional(async (tx) => {
    const [lock] = await tx.execute<{ locked: boolean }[]>(
      `select pg_try_advisory_xact_lock(hashtextextended('clean-stored-pictures', 0)) as locked`,
    );
    if (!lock.locked) return null;
    if (existsSync(path.join(dir, CLEANED_MARKER))) return new Map<string, string>();
    const renames = await reencodeFiles(dir, uploadsDir, logger);
    await renameReferences(tx, renames);
    return renames;
  });
  if (!renamed) return 0; // another instance is at it
  for (const oldUrl of renamed.keys()) await unlink(path.join(dir, oldUrl.slice(PROFILE_UPLOAD_PREFIX.length)));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, CLEANED_MARKER), `${new Date().toISOString()}\n`);
  if (renamed.size > 0) logger.info({ pictures: renamed.size }, 'stored pictures re-encoded without metadata');
  return renamed.size;
}

/** Writes a cleaned copy of every stored picture; answers old URL -> new URL. */
async function reencodeFiles(dir: string, uploadsDir: string, logger: Logger): Promise<Map<string, string>> {
  const renames = new Map<string, string>();
  const names = existsSync(dir) ? (await readdir(dir)).filter((name) => !name.startsWith('.')) : [];
  for (const name of names) {
    const picture = await cleanPicture(await readFile(path.join(dir, name)));
    if (!picture) {
      logger.warn({ file: name }, 'a stored picture could not be decoded; left as it is');
      continue;
    }
    renames.set(`${PROFILE_UPLOAD_PREFIX}${name}`, await storePicture(uploadsDir, picture));
  }
  return renames;
}

/** Points every row that names an old URL at its new one, a few hundred URLs per statement. */
async function renameReferences(tx: EntityManager, renames: Map<string, string>): Promise<void> {
  const pairs = [...renames];
  for (let start = 0; start < pairs.length; start += RENAMES_PER_STATEMENT) {
    const chunk = pairs.slice(start, start + RENAMES_PER_STATEMENT);
    const values = chunk.map(() => '(?, ?)').join(', ');
    const params = chunk.flat();
    for (const table of PICTURE_COLUMNS) {
      await tx.execute(
        `update "${table}" as t set profile_image_url = r.new_url from (values ${values}) as r(old_url, new_url) where t.profile_image_url = r.old_url`,
        params,
      );
    }
    await tx.execute(
      `update notification as n set content = jsonb_set(n.content, '{actor_image_url}', to_jsonb(r.new_url::text))
       from (values ${values}) as r(old_url, new_url) where n.content->>'actor_image_url' = r.old_url`,
      params,
    );
  }
}
