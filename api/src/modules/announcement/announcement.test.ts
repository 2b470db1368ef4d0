import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ANNOUNCEMENTS_PER_DAY } from '@domain/announcement.js';
import { describe, expect, it } from 'vitest';
import { buildUser, signedInUser, type SignedInUser } from '../../test/factories.js';
import { ADD_MEMBER, CREATE_WORKSPACE } from '../../test/org-factories.js';
import { errorOf } from '../../test/test-app.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const ANNOUNCE = `mutation($w: UUID!, $input: AnnouncementInput!) { announceToWorkspace(workspaceId: $w, input: $input) { recipientCount announcementsLeftToday } }`;
const LEFT = `query($id: UUID!) { workspace(id: $id) { announcementsLeftToday viewerCan { announce } } }`;
const NOTIFICATIONS = `{ notifications { items { type content relatedType relatedId } } }`;

const app = useTestApp();
const org = useOrganisation(app);

const announcementsOf = async (user: SignedInUser) =>
  (
    (await app.gqlOk(NOTIFICATIONS, {}, { token: user.token })).notifications.items as {
      type: string;
      content: Record<string, unknown>;
      relatedType: string;
      relatedId: string;
    }[]
  ).filter((n) => n.type === 'system_announcement');

/** A workspace of its own (its own daily budget), owned by a fresh user, with one member. */
async function ownWorkspace(): Promise<{ workspaceId: string; owner: SignedInUser; member: SignedInUser }> {
  const [owner, member] = await Promise.all([signedInUser(app), signedInUser(app)]);
  const workspaceId = (
    await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Side <project> with a long name' } }, { token: owner.token })
  ).createWorkspace.id;
  await app.gqlOk(ADD_MEMBER, { workspaceId, email: member.email }, { token: owner.token });
  return { workspaceId, owner, member };
}

describe('a workspace announcement', () => {
  it('reaches every other active member, as plain text, never the owner, the invited or an outsider', async () => {
    const input = {
      title: '  Office <closed>\n on Friday ',
      body: ' Enjoy the long weekend.\r\nSee you <b>Monday</b>. ',
    };
    const { announceToWorkspace } = await app.gqlOk(
      ANNOUNCE,
      { w: org.workspaceId, input },
      { token: org.owner.token },
    );
    expect(announceToWorkspace).toEqual({ recipientCount: 2, announcementsLeftToday: ANNOUNCEMENTS_PER_DAY - 1 });
    for (const reader of [org.admin, org.member]) {
      expect(await announcementsOf(reader)).toEqual([
        {
          type: 'system_announcement',
          relatedType: 'workspace',
          relatedId: org.workspaceId,
          content: expect.objectContaining({
            scope: 'workspace',
            workspace_id: org.workspaceId,
            workspace_name: 'Acme',
            title: 'Office ‹closed› on Friday',
            body: 'Enjoy the long weekend.\nSee you ‹b›Monday‹/b›.',
            actor_id: org.owner.user.id,
          }),
        },
      ]);
    }
    for (const other of [org.owner, org.invited, org.outsider]) expect(await announcementsOf(other)).toEqual([]);
  });

  it('is the owner’s alone: admins and members are told OWNER_ONLY, others that they are not members', async () => {
    const input = { title: 'Not mine to say' };
    for (const caller of [org.admin, org.member]) {
      expect(
        errorOf(await app.gql(ANNOUNCE, { w: org.workspaceId, input }, { token: caller.token }))?.extensions,
      ).toMatchObject({ code: 'FORBIDDEN', reason: 'OWNER_ONLY' });
    }
    for (const caller of [org.invited, org.outsider]) {
      expect(
        errorOf(await app.gql(ANNOUNCE, { w: org.workspaceId, input }, { token: caller.token }))?.extensions,
      ).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_A_MEMBER' });
    }
    expect(await announcementsOf(org.member)).not.toContainEqual(
      expect.objectContaining({ content: expect.objectContaining({ title: 'Not mine to say' }) }),
    );
    const asMember = (await app.gqlOk(LEFT, { id: org.workspaceId }, { token: org.member.token })).workspace;
    expect(asMember).toEqual({ announcementsLeftToday: null, viewerCan: { announce: false } });
  });

  it('needs a title of at most 100 characters and a body of at most 500, and a refused one costs nothing', async () => {
    const { workspaceId, owner, member } = await ownWorkspace();
    const refusal = async (input: Record<string, unknown>) =>
      errorOf(await app.gql(ANNOUNCE, { w: workspaceId, input }, { token: owner.token }))?.extensions;
    expect(await refusal({ title: ' \n ' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'title',
      reason: 'TITLE_REQUIRED',
    });
    expect(await refusal({ title: 'x'.repeat(101) })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'title',
      reason: 'TITLE_TOO_LONG',
    });
    expect(await refusal({ title: 'Fine', body: 'y'.repeat(501) })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'body',
      reason: 'TOO_LONG',
    });
    expect(await announcementsOf(member)).toEqual([]);
    const longest = await app.gqlOk(
      ANNOUNCE,
      { w: workspaceId, input: { title: 'x'.repeat(100), body: 'y'.repeat(500) } },
      { token: owner.token },
    );
    expect(longest.announceToWorkspace).toEqual({
      recipientCount: 1,
      announcementsLeftToday: ANNOUNCEMENTS_PER_DAY - 1,
    });
    expect((await announcementsOf(member))[0].content).toMatchObject({
      workspace_name: 'Side ‹project› with…',
      title: 'x'.repeat(100),
      body: 'y'.repeat(500),
    });
  });

  // Decision D14 (docs/decisions.md).
  it('is sent a few times a day at most per workspace: then RATE_LIMITED with when to try again, other workspaces unaffected', async () => {
    const { workspaceId, owner, member } = await ownWorkspace();
    for (let sent = 1; sent <= ANNOUNCEMENTS_PER_DAY; sent += 1) {
      const { announceToWorkspace } = await app.gqlOk(
        ANNOUNCE,
        { w: workspaceId, input: { title: `Notice ${sent}` } },
        { token: owner.token },
      );
      expect(announceToWorkspace.announcementsLeftToday).toBe(ANNOUNCEMENTS_PER_DAY - sent);
    }
    const refused = errorOf(
      await app.gql(ANNOUNCE, { w: workspaceId, input: { title: 'One too many' } }, { token: owner.token }),
    )?.extensions;
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', reason: 'ANNOUNCEMENT_LIMIT' });
    expect(refused?.retryAfterSeconds).toBeGreaterThan(23 * 60 * 60);
    expect((await announcementsOf(member)).map((n) => n.content.title)).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    expect((await app.gqlOk(LEFT, { id: workspaceId }, { token: owner.token })).workspace).toEqual({
      announcementsLeftToday: 0,
      viewerCan: { announce: true },
    });

    const other = await ownWorkspace();
    expect(
      (await app.gqlOk(LEFT, { id: other.workspaceId }, { token: other.owner.token })).workspace.announcementsLeftToday,
    ).toBe(ANNOUNCEMENTS_PER_DAY);
    expect(
      (
        await app.gqlOk(
          ANNOUNCE,
          { w: other.workspaceId, input: { title: 'Still fine' } },
          { token: other.owner.token },
        )
      ).announceToWorkspace.recipientCount,
    ).toBe(1);
  });
});

describe('the operator’s announcement', () => {
  it('npm run announce tells every verified account, from Quarter, and refuses a blank title', async () => {
    const verified = await signedInUser(app);
    const unverified = await buildUser(app, { emailVerifiedAt: undefined });
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: app.databaseUrl, LOG_LEVEL: 'silent' };
    const { stdout } = await run(
      'npm',
      [
        'run',
        '--silent',
        'announce',
        '--',
        '--title',
        'Planned maintenance on Sunday',
        '--body',
        'Quarter pauses from 02:00 to 03:00.',
      ],
      { env },
    );
    const verifiedCount = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from "user" where enable and email_verified_at is not null`);
    expect(stdout.trim()).toBe(`announced “Planned maintenance on Sunday” to ${verifiedCount[0]!.n} people`);
    for (const reader of [verified, org.member, org.owner]) {
      expect((await announcementsOf(reader))[0]).toMatchObject({
        relatedType: null,
        content: {
          scope: 'quarter',
          title: 'Planned maintenance on Sunday',
          body: 'Quarter pauses from 02:00 to 03:00.',
        },
      });
    }
    const unverifiedCount = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>(`select count(*) as n from notification where user_id = ?`, [unverified.user.id]);
    expect(unverifiedCount[0]!.n).toBe('0');

    const blank = await run('npm', ['run', '--silent', 'announce', '--', '--title', '  '], { env }).catch(
      (error: { stderr: string; code: number }) => error,
    );
    expect(blank).toMatchObject({ code: 1, stderr: expect.stringContaining('announce failed: Please enter a title.') });
  }, 90_000);
});
