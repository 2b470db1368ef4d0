import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { signedInUser } from '../../test/factories.js';
import { hasGpsDirectory, sidewaysPhotoWithGps } from '../../test/pictures.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { cleanStoredPictures } from './stored-pictures.js';

const app = useTestApp();
const org = useOrganisation(app);

describe('pictures stored before uploads were cleaned', () => {
  it('are re-encoded once under new URLs, and every row naming them follows', async () => {
    const profileDir = path.join(app.config.uploadsDir, 'profile');
    await mkdir(profileDir, { recursive: true });
    await writeFile(path.join(profileDir, 'old-photo.jpg'), await sidewaysPhotoWithGps());
    await writeFile(path.join(profileDir, 'broken.png'), Buffer.from('not a picture'));
    const oldUrl = '/uploads/profile/old-photo.jpg';
    const user = await signedInUser(app);
    const em = app.orm.em.fork();
    await em.execute(`update "user" set profile_image_url = ? where id = ?`, [oldUrl, user.user.id]);
    await em.execute(`update workspace set profile_image_url = ? where id = ?`, [oldUrl, org.workspaceId]);
    await em.execute(`update team set profile_image_url = ? where id = ?`, [oldUrl, org.teamId]);
    await em.execute(
      `update notification set content = jsonb_set(content, '{actor_image_url}', to_jsonb(?::text)) where user_id = ?`,
      [oldUrl, org.member.user.id],
    );

    expect(await cleanStoredPictures(app.orm.em.fork(), app.config.uploadsDir, createLogger('silent'))).toBe(1);

    const [{ profile_image_url: newUrl }] = await em.execute<{ profile_image_url: string }[]>(
      `select profile_image_url from "user" where id = ?`,
      [user.user.id],
    );
    expect(newUrl).toMatch(/^\/uploads\/profile\/[\w-]+\.jpg$/);
    expect(newUrl).not.toBe(oldUrl);
    const named = await em.execute<{ url: string }[]>(
      `select profile_image_url as url from workspace where id = ? union all select profile_image_url from team where id = ?
       union all select content->>'actor_image_url' from notification where user_id = ?`,
      [org.workspaceId, org.teamId, org.member.user.id],
    );
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(new Set(named.map((row) => row.url))).toEqual(new Set([newUrl]));

    const cleaned = await readFile(path.join(app.config.uploadsDir, newUrl.slice('/uploads/'.length)));
    const metadata = await sharp(cleaned).metadata();
    expect(metadata).toMatchObject({ width: 20, height: 40 });
    expect(hasGpsDirectory(metadata.exif)).toBe(false);
    expect(existsSync(path.join(profileDir, 'old-photo.jpg'))).toBe(false);
    // What cannot be decoded is left as it was, and a second start does nothing.
    expect(existsSync(path.join(profileDir, 'broken.png'))).toBe(true);
    const before = await readdir(profileDir);
    expect(await cleanStoredPictures(app.orm.em.fork(), app.config.uploadsDir, createLogger('silent'))).toBe(0);
    expect(await readdir(profileDir)).toEqual(before);
  });
});
