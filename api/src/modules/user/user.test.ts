import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
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

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

async function upload(token: string | null, body: Buffer, type: string, name = 'face.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type }), name);
  return fetch(`${app.url}/uploads/profile-image`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
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
      goalDisplaySetting: { completedFilter: 'TODAY', displayProperties: ['title', 'due_date'], grouping: 'none', ordering: 'due_date', orderingDir: 'ASC', viewType: 'list' },
    });
    expect(me.registerDate).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });
});

describe('update profile', () => {
  it('saves the general and notification settings', async () => {
    const user = await signedInUser(app);
    const input = { name: '  Trần Thị Mai ', mbti: 'infp', phone: '+84 90-123-4567', language: 'vi_VN', timezone: 'Asia/Ho_Chi_Minh', planningReminderTime: '08:30', planningReminderDays: [5, 1, 1, 3] };
    const { updateProfile } = await app.gqlOk(UPDATE, { input }, { token: user.token });
    expect(updateProfile).toEqual({
      name: 'Trần Thị Mai', mbti: 'INFP', phone: '+84 90-123-4567', language: 'vi_VN', languageCode: 'vi',
      timezone: 'Asia/Ho_Chi_Minh', planningReminderTime: '08:30', planningReminderDays: [1, 3, 5], profileImageUrl: null,
    });
    const cleared = await app.gqlOk(UPDATE, { input: { planningReminderTime: null, mbti: '', phone: null } }, { token: user.token });
    expect(cleared.updateProfile).toMatchObject({ planningReminderTime: null, mbti: null, phone: null, name: 'Trần Thị Mai' });
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
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const { updateProfile } = await app.gqlOk(UPDATE, { input: { profileImageUrl: url } }, { token: user.token });
    expect(updateProfile.profileImageUrl).toBe(url);
  });

  it('checks the type by content and the size, and needs a session', async () => {
    const user = await signedInUser(app);
    const disguised = await upload(user.token, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(disguised.status).toBe(400);
    expect(await disguised.json()).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'UNSUPPORTED_TYPE' });
    const huge = await upload(user.token, Buffer.concat([PNG, Buffer.alloc(app.config.maxUploadBytes)]), 'image/png');
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ reason: 'TOO_LARGE' });
    expect((await upload(null, PNG, 'image/png')).status).toBe(401);
  });
});
