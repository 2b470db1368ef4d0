import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { ADD_MEMBER, CREATE_TEAM, CREATE_WORKSPACE } from '../../test/org-factories.js';
import { follow } from '../../test/test-app.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';

const LIST = `query List($filter: NotificationFilter, $page: Int) { notifications(filter: $filter, page: $page) { page totalCount hasMore items { id type content relatedType relatedId isRead isViewed registerDate } } }`;
const COUNT = `{ unreadNotificationCount }`;
const READ = `mutation Read($id: UUID!, $read: Boolean) { markNotificationRead(id: $id, read: $read) { isRead isViewed } }`;

const app = useTestApp();
const org = useOrganisation(app);

const listOf = async (user: SignedInUser, variables: Record<string, unknown> = {}) =>
  (await app.gqlOk(LIST, variables, { token: user.token })).notifications;
const countOf = async (user: SignedInUser) =>
  (await app.gqlOk(COUNT, {}, { token: user.token })).unreadNotificationCount as number;

/** Notifies a user n times through the service, as producers of other areas do. */
async function notifyMany(recipient: SignedInUser, actor: SignedInUser, n: number) {
  for (let i = 0; i < n; i += 1) {
    await app.app.services.notifications.notify({
      type: 'system_announcement',
      actorId: actor.user.id,
      recipientIds: [recipient.user.id],
      content: { message: `notice ${i}` },
    });
  }
}

describe('notifications from workspace and team events', () => {
  it('tells the invitee, the admins on a join, and team members, never the actor', async () => {
    const [invited] = (await listOf(org.invited)).items;
    expect(invited).toMatchObject({
      type: 'workspace_invite',
      relatedType: 'invitation',
      isRead: false,
      isViewed: false,
      content: { actor_id: org.owner.user.id, workspace_id: org.workspaceId, workspace_name: 'Acme' },
    });
    expect(invited.content.invitation_id).toBe(invited.relatedId);

    const memberTypes = (await listOf(org.member)).items.map((n: { type: string }) => n.type);
    expect(memberTypes).toContain('team_invite');
    const ownerItems = (await listOf(org.owner)).items;
    expect(ownerItems.filter((n: { type: string }) => n.type === 'team_invite')).toEqual([]);
    // The admin was told about the member who joined after them; the owner did both adds and hears of neither.
    expect((await listOf(org.admin)).items.map((n: { type: string }) => n.type)).toContain('workspace_join');
    expect(ownerItems.filter((n: { type: string }) => n.type === 'workspace_join')).toEqual([]);
  });

  it('tells a removed member, with the snippet rules for long names', async () => {
    const owner = await signedInUser(app, { name: '<b>아주 긴 이름을 가진 워크스페이스 관리자</b>' });
    const user = await signedInUser(app);
    const workspaceId = (
      await app.gqlOk(
        CREATE_WORKSPACE,
        { input: { name: 'A workspace with a rather long name' } },
        { token: owner.token },
      )
    ).createWorkspace.id;
    await app.gqlOk(ADD_MEMBER, { workspaceId, email: user.email }, { token: owner.token });
    await app.gqlOk(
      `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
      { w: workspaceId, u: user.user.id },
      { token: owner.token },
    );
    const [out] = (await listOf(user)).items;
    expect(out.type).toBe('workspace_out');
    expect(out.content.workspace_name).toBe('A workspace with a r…');
    expect(out.content.actor_name).toBe('‹b›아주 긴 이름을 가진 워크스페이…');
  });

  it('never fails the action when notifying fails', async () => {
    const owner = await signedInUser(app);
    const user = await signedInUser(app);
    const workspaceId = (await app.gqlOk(CREATE_WORKSPACE, { input: { name: 'Resilient' } }, { token: owner.token }))
      .createWorkspace.id;
    await app.orm.em.getConnection().execute(`alter table "notification" rename to "notification_away"`);
    try {
      const result = await app.gql(ADD_MEMBER, { workspaceId, email: user.email }, { token: owner.token });
      expect(result.errors).toBeUndefined();
      expect(result.data).toMatchObject({ addWorkspaceMember: { role: 'MEMBER' } });
    } finally {
      await app.orm.em.getConnection().execute(`alter table "notification_away" rename to "notification"`);
    }
  });

  it('notifies only members of the named workspace', async () => {
    const sent = await app.app.services.notifications.notify({
      type: 'goal_state_changed',
      actorId: org.owner.user.id,
      workspaceId: org.workspaceId,
      recipientIds: [org.owner.user.id, org.member.user.id, org.invited.user.id, org.outsider.user.id],
      content: { parent_title: 'Goal' },
    });
    expect(sent.map((n) => n.user.id)).toEqual([org.member.user.id]);
  });

  it('sends plan_request to a teammate, not to oneself', async () => {
    const before = await countOf(org.owner);
    expect(
      await app.gqlOk(
        `mutation($t: UUID!, $u: UUID!) { requestPlannerUpdate(teamId: $t, userId: $u) }`,
        { t: org.teamId, u: org.owner.user.id },
        { token: org.member.token },
      ),
    ).toEqual({ requestPlannerUpdate: true });
    expect(await countOf(org.owner)).toBe(before + 1);
    expect((await listOf(org.owner)).items[0]).toMatchObject({
      type: 'plan_request',
      content: { team_id: org.teamId, team_name: 'Platform', actor_id: org.member.user.id },
    });
    const self = await app.gql(
      `mutation($t: UUID!, $u: UUID!) { requestPlannerUpdate(teamId: $t, userId: $u) }`,
      { t: org.teamId, u: org.member.user.id },
      { token: org.member.token },
    );
    expect(self.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'SELF_REQUEST' });
  });
});

describe('notification list and states', () => {
  it('pages 10 at a time, newest first, with an unread filter', async () => {
    const reader = await signedInUser(app);
    await notifyMany(reader, org.owner, 25);
    const first = await listOf(reader);
    expect(first).toMatchObject({ page: 0, totalCount: 25, hasMore: true });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].content.message).toBe('notice 24');
    const last = await listOf(reader, { page: 2 });
    expect(last.items.map((n: { content: { message: string } }) => n.content.message)).toEqual([
      'notice 4',
      'notice 3',
      'notice 2',
      'notice 1',
      'notice 0',
    ]);
    expect(last.hasMore).toBe(false);

    await app.gqlOk(READ, { id: first.items[0].id }, { token: reader.token });
    expect(await countOf(reader)).toBe(24);
    expect((await listOf(reader, { filter: 'UNREAD' })).totalCount).toBe(24);
    const statements = await app.countStatements(() => listOf(reader, { page: 1 }));
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('toggles read and back, marks all read and all viewed, updates content and deletes', async () => {
    const reader = await signedInUser(app);
    await notifyMany(reader, org.owner, 3);
    const [a, b, c] = (await listOf(reader)).items;
    expect((await app.gqlOk(READ, { id: a.id }, { token: reader.token })).markNotificationRead).toEqual({
      isRead: true,
      isViewed: true,
    });
    expect(
      (await app.gqlOk(READ, { id: a.id, read: false }, { token: reader.token })).markNotificationRead.isRead,
    ).toBe(false);
    expect(
      await app.gqlOk(`mutation { markNotificationsViewed(ids: ["${b.id}"]) }`, {}, { token: reader.token }),
    ).toEqual({ markNotificationsViewed: 1 });
    expect(await app.gqlOk(`mutation { markNotificationsViewed }`, {}, { token: reader.token })).toEqual({
      markNotificationsViewed: 1,
    }); // a was viewed when read;
    expect(await app.gqlOk(`mutation { markAllNotificationsRead }`, {}, { token: reader.token })).toEqual({
      markAllNotificationsRead: 3,
    });
    expect(await countOf(reader)).toBe(0);

    const updated = await app.gqlOk(
      `mutation($id: UUID!) { updateNotificationContent(id: $id, content: { status: "answered" }) { content } }`,
      { id: c.id },
      { token: reader.token },
    );
    expect(updated.updateNotificationContent.content).toMatchObject({ message: 'notice 0', status: 'answered' });
    expect(
      await app.gqlOk(`mutation($id: UUID!) { deleteNotification(id: $id) }`, { id: c.id }, { token: reader.token }),
    ).toEqual({ deleteNotification: true });
    expect((await listOf(reader)).totalCount).toBe(2);
  });

  it('deletes by related data, and answers NOT_FOUND for someone else notification', async () => {
    const user = await signedInUser(app);
    await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: user.email }, { token: org.owner.token });
    await app.gqlOk(
      CREATE_TEAM,
      { input: { workspaceId: org.workspaceId, name: 'Ops', memberIds: [user.user.id] } },
      { token: org.owner.token },
    );
    const [teamInvite] = (await listOf(user)).items;
    expect(
      (await app.gql(READ, { id: teamInvite.id }, { token: org.outsider.token })).errors?.[0].extensions?.code,
    ).toBe('NOT_FOUND');
    expect(
      await app.gqlOk(
        `mutation($id: UUID!) { deleteNotificationsByRelated(relatedType: "team", relatedId: $id) }`,
        { id: teamInvite.relatedId },
        { token: user.token },
      ),
    ).toEqual({ deleteNotificationsByRelated: 1 });
    expect((await listOf(user)).items.map((n: { id: string }) => n.id)).not.toContain(teamInvite.id);
  });

  it('refuses pages outside the limits', async () => {
    expect(
      (await app.gql(`{ notifications(page: -1) { page } }`, {}, { token: org.member.token })).errors?.[0].extensions
        ?.reason,
    ).toBe('INVALID_PAGE');
    expect(
      (await app.gql(`{ notifications(size: 500) { page } }`, {}, { token: org.member.token })).errors?.[0].extensions
        ?.reason,
    ).toBe('INVALID_PAGE_SIZE');
  });
});

describe('live notification changes', () => {
  it('reach the viewer socket on creation, change and deletion, with the unread count', async () => {
    const reader = await signedInUser(app);
    type Change = { notification: { id: string; isRead: boolean } | null; unreadCount: number; initial: boolean };
    const client = app.wsClient(reader.token);
    const changes = follow<{ notificationChanged: Change }>(
      client,
      `subscription { notificationChanged { notification { id isRead } unreadCount initial } }`,
    );
    // The first event is the state when the subscription started: from then on nothing is missed.
    expect((await changes.next()).notificationChanged).toEqual({ notification: null, unreadCount: 0, initial: true });
    const deletions = follow<{ notificationDeleted: { ids: string[]; unreadCount: number } }>(
      client,
      `subscription { notificationDeleted { ids unreadCount } }`,
    );
    await new Promise((resolve) => setTimeout(resolve, 150)); // the deletion stream has no initial event

    let arrived = changes.next();
    await notifyMany(reader, org.owner, 1);
    const created = (await arrived).notificationChanged;
    expect(created).toMatchObject({ notification: { isRead: false }, unreadCount: 1, initial: false });

    arrived = changes.next();
    await app.gqlOk(READ, { id: created.notification!.id }, { token: reader.token });
    expect((await arrived).notificationChanged).toMatchObject({ notification: { isRead: true }, unreadCount: 0 });

    const deleted = deletions.next();
    await app.gqlOk(
      `mutation($id: UUID!) { deleteNotification(id: $id) }`,
      { id: created.notification!.id },
      { token: reader.token },
    );
    expect((await deleted).notificationDeleted).toEqual({ ids: [created.notification!.id], unreadCount: 0 });
    await client.dispose();
  });
});
