import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { hasGpsDirectory, pixelAt, sidewaysPhotoWithGps } from '../../test/pictures.js';
import { useTestApp } from '../../test/suite.js';

const ME = `query {
  me {
    id name email profileImageUrl language languageCode timezone mbti phone planningReminderTime planningReminderDays
    emailVerified marketingAgreed registerDate updateDate
    todoDisplaySetting { showGoals showEmptyGoals }
    goalDisplaySetting { completedFilter displayProperties grouping ordering orderingDir viewType }
  }
}`;
const UPDATE = `mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { name mbti phone language languageCode timezone planningReminderTime planningReminderDays profileImageUrl } }`;

const app = useTestApp();

// A 1x1 transparent PNG.
const PNG = await sharp({ create: { width: 1, height: 1, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
  .png()
  .toBuffer();

async function upload(token: string | null, body: Buffer, type: string, name = 'face.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type }), name);
  return fetch(`${app.url}/uploads/profile-image`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('me', () => {
  it('returns every profile field with the display-setting defaults', async () => {
    const user = await signedInUser(app, { name: '박서준' });
    const { me } = await app.gqlOk(ME, {}, { token: user.token });
    expect(me).toMatchObject({
      id: user.user.id,
      name: '박서준',
      email: user.email,
      language: 'ko_KR',
      languageCode: 'ko',
      timezone: 'Asia/Seoul',
      planningReminderTime: null,
      planningReminderDays: [],
      emailVerified: true,
      todoDisplaySetting: { showGoals: true, showEmptyGoals: true },
      goalDisplaySetting: {
        completedFilter: 'TODAY',
        displayProperties: ['title', 'due_date'],
        grouping: 'none',
        ordering: 'due_date',
        orderingDir: 'ASC',
        viewType: 'list',
      },
    });
    expect(me.registerDate).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });
});

describe('the to-do display setting', () => {
  it('is saved per account, one switch at a time', async () => {
    const SET = `mutation($input: TodoDisplaySettingInput!) { updateTodoDisplaySetting(input: $input) { todoDisplaySetting { showGoals showEmptyGoals } } }`;
    const user = await signedInUser(app, { name: 'Kim Mina' });
    const other = await signedInUser(app, { name: 'Lee Jun' });
    const setting = async (token: string) => (await app.gqlOk(ME, {}, { token })).me.todoDisplaySetting;
    expect(
      (await app.gqlOk(SET, { input: { showEmptyGoals: false } }, { token: user.token })).updateTodoDisplaySetting
        .todoDisplaySetting,
    ).toEqual({ showGoals: true, showEmptyGoals: false });
    await app.gqlOk(SET, { input: { showGoals: false } }, { token: user.token });
    expect(await setting(user.token)).toEqual({ showGoals: false, showEmptyGoals: false });
    expect(await setting(other.token)).toEqual({ showGoals: true, showEmptyGoals: true });
    await app.gqlOk(SET, { input: { showGoals: true, showEmptyGoals: true } }, { token: user.token });
    expect(await setting(user.token)).toEqual({ showGoals: true, showEmptyGoals: true });
  });
});

describe('update profile', () => {
  it('saves the general and notification settings', async () => {
    const user = await signedInUser(app);
    const input = {
      name: '  Trần Thị Mai ',
      mbti: 'infp',
      phone: '+84 90-123-4567',
      language: 'vi_VN',
      timezone: 'Asia/Ho_Chi_Minh',
      planningReminderTime: '08:30',
      planningReminderDays: [5, 1, 1, 3],
    };
    const { updateProfile } = await app.gqlOk(UPDATE, { input }, { token: user.token });
    expect(updateProfile).toEqual({
      name: 'Trần Thị Mai',
      mbti: 'INFP',
      phone: '+84 90-123-4567',
      language: 'vi_VN',
      languageCode: 'vi',
      timezone: 'Asia/Ho_Chi_Minh',
      planningReminderTime: '08:30',
      planningReminderDays: [1, 3, 5],
      profileImageUrl: null,
    });
    const cleared = await app.gqlOk(
      UPDATE,
      { input: { planningReminderTime: null, mbti: '', phone: null } },
      { token: user.token },
    );
    expect(cleared.updateProfile).toMatchObject({
      planningReminderTime: null,
      mbti: null,
      phone: null,
      name: 'Trần Thị Mai',
    });
  });

  it.each([
    [{ name: '  ' }, 'name', 'NAME_REQUIRED'],
    [{ mbti: 'ABCD' }, 'mbti', 'INVALID_MBTI'],
    [{ phone: 'call me' }, 'phone', 'INVALID_PHONE'],
    [{ timezone: 'Nowhere/Land' }, 'timezone', 'INVALID_TIMEZONE'],
    [{ planningReminderTime: '25:00' }, 'planningReminderTime', 'INVALID_TIME'],
    [{ planningReminderDays: [7] }, 'planningReminderDays', 'INVALID_WEEKDAY'],
    [{ profileImageUrl: 'https://evil.example/x.png' }, 'profileImageUrl', 'INVALID_IMAGE'],
  ] as [Record<string, unknown>, string, string][])('refuses %o and changes nothing', async (input, field, reason) => {
    const user = await signedInUser(app, { name: 'Unchanged' });
    const result = await app.gql(UPDATE, { input: { ...input, mbti: input.mbti ?? 'ENTP' } }, { token: user.token });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason });
    const { me } = await app.gqlOk(ME, {}, { token: user.token });
    expect(me).toMatchObject({ name: 'Unchanged', mbti: null });
  });

  it('needs a session', async () => {
    expect((await app.gql(UPDATE, { input: { name: 'x' } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('profile image upload', () => {
  it('stores a picture, serves it, and the profile can point at it', async () => {
    const user = await signedInUser(app);
    const response = await upload(user.token, PNG, 'image/png');
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/profile\/[\w-]+\.png$/);
    const served = await fetch(`${app.url}${url}`);
    expect(served.status).toBe(200);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
    const { updateProfile } = await app.gqlOk(UPDATE, { input: { profileImageUrl: url } }, { token: user.token });
    expect(updateProfile.profileImageUrl).toBe(url);
  });

  it('turns a phone photo upright and drops its metadata, GPS position included', async () => {
    const user = await signedInUser(app);
    const photo = await sidewaysPhotoWithGps();
    expect(hasGpsDirectory((await sharp(photo).metadata()).exif)).toBe(true);
    const response = await upload(user.token, photo, 'image/jpeg', 'IMG_0001.JPG');
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/\.jpg$/);
    const served = Buffer.from(await (await fetch(`${app.url}${url}`)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(served.includes('QuarterPhone')).toBe(false);
    const [red, , blue] = await pixelAt(served, 10, 5);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
  });

  it("scales a large picture to fit 1024 and keeps an animation's frames", async () => {
    const user = await signedInUser(app);
    const large = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    const { url: largeUrl } = (await (await upload(user.token, large, 'image/webp', 'wide.webp')).json()) as {
      url: string;
    };
    const scaled = await sharp(Buffer.from(await (await fetch(`${app.url}${largeUrl}`)).arrayBuffer())).metadata();
    expect(scaled).toMatchObject({ format: 'webp', width: 1024, height: 512 });

    const still = (colour: string) =>
      sharp({ create: { width: 8, height: 8, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const frames = await sharp(await Promise.all(['#f00', '#0f0', '#00f'].map(still)), { join: { animated: true } })
      .gif({ loop: 0, delay: [100, 100, 100] })
      .toBuffer();
    const { url: gifUrl } = (await (await upload(user.token, frames, 'image/gif', 'wave.gif')).json()) as {
      url: string;
    };
    const animated = await sharp(Buffer.from(await (await fetch(`${app.url}${gifUrl}`)).arrayBuffer())).metadata();
    expect(animated).toMatchObject({ format: 'gif', pages: 3, width: 8 });
  });

  it('refuses what is not a picture it keeps, whatever its name or claimed type', async () => {
    const user = await signedInUser(app);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    for (const [body, name] of [
      [pdf, 'face.jpg'],
      [svg, 'face.png'],
      [tiff, 'face.png'],
      [Buffer.from('<script>alert(1)</script>'), 'face.png'],
    ] as const) {
      const refused = await upload(user.token, body, 'image/png', name);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_TYPE' });
    }
  });

  it('checks the size and needs a session', async () => {
    const user = await signedInUser(app);
    const huge = await upload(user.token, Buffer.concat([PNG, Buffer.alloc(app.config.maxUploadBytes)]), 'image/png');
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ reason: 'TOO_LARGE' });
    expect((await upload(null, PNG, 'image/png')).status).toBe(401);
  });
});
