import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../test/factories.js';
import { TestApp } from '../test/test-app.js';

/**
 * Links a person copies from the screen work for their colleagues: without PUBLIC_URL they start with
 * the address the browser is on (here a network address), not localhost; with PUBLIC_URL, with it.
 */
const SHARE = `mutation($id: UUID!) { setNoteSharing(id: $id, enabled: true) { shareUrl } }`;
const FEED = `mutation { resetCalendarFeed { url } }`;
const NETWORK_PAGE = 'http://192.168.1.20:4000';

async function copiedLinks(app: TestApp, user: SignedInUser) {
  const headers = { origin: NETWORK_PAGE };
  const { createWorkspace } = await app.gqlOk(
    `mutation { createWorkspace(input: { name: "Links" }) { id } }`,
    {},
    { token: user.token },
  );
  const { createTodo } = await app.gqlOk(
    `mutation { createTodo(input: { title: "Write the runbook" }) { id } }`,
    {},
    { token: user.token },
  );
  const { createNote } = await app.gqlOk(
    `mutation($t: UUID!, $w: UUID!) { createNote(input: { todoId: $t, workspaceId: $w, title: "Runbook" }) { id } }`,
    { t: createTodo.id, w: createWorkspace.id },
    { token: user.token },
  );
  const share = (await app.gqlOk(SHARE, { id: createNote.id }, { token: user.token, headers })).setNoteSharing
    .shareUrl as string;
  const feed = (await app.gqlOk(FEED, {}, { token: user.token, headers })).resetCalendarFeed.url as string;
  return { share, feed };
}

describe('links copied from the screen', () => {
  let bare: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    [bare, configured] = await Promise.all([
      TestApp.start({ PUBLIC_URL: '' }),
      TestApp.start({ PUBLIC_URL: 'https://quarter.example.com' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([bare?.close(), configured?.close()]);
  });

  it('start with the address the browser is on when PUBLIC_URL is unset', async () => {
    const { share, feed } = await copiedLinks(bare, await signedInUser(bare));
    expect(share).toMatch(new RegExp(`^${NETWORK_PAGE}/s/\\w+$`));
    expect(feed).toMatch(new RegExp(`^${NETWORK_PAGE}/calendar/[\\w-]+\\.ics$`));
  });

  it('start with PUBLIC_URL when it is set, whatever address the browser is on', async () => {
    const { share, feed } = await copiedLinks(configured, await signedInUser(configured));
    expect(share).toMatch(/^https:\/\/quarter\.example\.com\/s\/\w+$/);
    expect(feed).toMatch(/^https:\/\/quarter\.example\.com\/calendar\//);
  });
});
