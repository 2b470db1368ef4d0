/**
 * The tenancy matrix: every root field of the schema is listed here, and each is called as every
 * kind of caller (owner, admin, member and invited of one workspace, a member of another workspace,
 * and an anonymous caller) with the outcome asserted. A new field fails this test until it is added.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../test/factories.js';
import { ADD_MEMBER, buildOrganisation, CREATE_TEAM, CREATE_WORKSPACE, type Organisation } from '../test/org-factories.js';
import { TestApp } from '../test/test-app.js';

type Caller = 'owner' | 'admin' | 'member' | 'invited' | 'outsider' | 'anonymous';
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT' | 'INVALID_CREDENTIALS';
const CALLERS: Caller[] = ['anonymous', 'outsider', 'invited', 'member', 'admin', 'owner'];

interface Case {
  query: string;
  /** Variables for one call; may prepare fresh data so that a call that succeeds changes nothing shared. */
  variables?: (org: Organisation, caller: Caller) => Promise<Record<string, unknown>> | Record<string, unknown>;
  expect: Partial<Record<Caller, Outcome>> & { default?: Outcome };
  /** For successful calls: nothing of the other workspace may come back. */
  leaksNothing?: boolean;
  /** Fields that act on the caller's own account only; their rules are tested in their module. */
  selfScoped?: true;
}

const LOGGED_IN_OK = { default: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
const ADMINS_ONLY = { default: 'FORBIDDEN', owner: 'ok', admin: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
const MEMBERS_ONLY = { default: 'FORBIDDEN', owner: 'ok', admin: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
const EVERYONE_BAD_INPUT = { default: 'BAD_USER_INPUT' } as const;
/** Members of the organisation's team (the owner and the member): readers of its goals and projects. */
/** Colleagues of the member's workspace (active members): readers and editors of the member's public to-dos. */
const COLLEAGUES = { default: 'NOT_FOUND', owner: 'ok', admin: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
const TODO_OWNER_ONLY = { default: 'NOT_FOUND', owner: 'FORBIDDEN', admin: 'FORBIDDEN', member: 'ok', anonymous: 'UNAUTHENTICATED' } as const;
const TEAM_READERS = { default: 'FORBIDDEN', owner: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' } as const;

let app: TestApp;
let org: Organisation;
/** A notification of the member (the team_invite of the organisation's team). */
let memberNotificationId = '';
/** A goal and a project of the organisation's team, created by the member. */
let goalId = '';
/** A public to-do of the member, without a goal. */
let todoId = '';
/** A comment of the member on their to-do. */
let memberCommentId = '';
/** A note of the member on the organisation's goal. */
let noteId = '';
let projectId = '';

const freshUser = () => signedInUser(app);
async function freshMember(): Promise<SignedInUser> {
  const user = await freshUser();
  await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: user.email }, { token: org.owner.token });
  return user;
}
async function freshInvitation(): Promise<string> {
  const user = await freshUser();
  const result = await app.gqlOk(`mutation($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`, { input: { workspaceId: org.workspaceId, emails: user.email } }, { token: org.owner.token });
  return result.inviteWorkspaceMembers[0].id;
}
async function freshGoal(extra: Record<string, unknown> = {}): Promise<string> {
  return (await app.gqlOk(`mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`, { input: { teamId: org.teamId, title: 'Fresh goal', ...extra } }, { token: org.member.token })).createGoal.id;
}
async function freshProject(): Promise<string> {
  return (await app.gqlOk(`mutation($t: UUID!) { createProject(input: { teamId: $t, name: "Fresh project" }) { id } }`, { t: org.teamId }, { token: org.member.token })).createProject.id;
}
async function freshTodo(plan?: { date: string; blocks: number[] }): Promise<{ id: string; plannerId: string | null }> {
  const { createTodo } = await app.gqlOk(`mutation($input: CreateTodoInput!) { createTodo(input: $input) { id planners { id } } }`, { input: { title: 'Fresh to-do', plan } }, { token: org.member.token });
  return { id: createTodo.id, plannerId: createTodo.planners[0]?.id ?? null };
}
async function freshComment(): Promise<string> {
  return (await app.gqlOk(`mutation($t: UUID!) { createComment(input: { target: { todoId: $t }, content: "Fresh" }) { id } }`, { t: todoId }, { token: org.member.token })).createComment.id;
}
async function freshNote(): Promise<string> {
  return (await app.gqlOk(`mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Fresh note" }) { id } }`, { g: goalId }, { token: org.member.token })).createNote.id;
}
let slot = 0;
/** A date and slot no other call of the matrix uses. */
const freshSlot = () => ({ date: '2030-01-01', blocks: [slot++] });
async function freshTeam(memberIds: string[] = []): Promise<string> {
  return (await app.gqlOk(CREATE_TEAM, { input: { workspaceId: org.workspaceId, name: 'Fresh team', memberIds } }, { token: org.owner.token })).createTeam.id;
}

const MATRIX: Record<string, Case> = {
  'Query.me': { query: `{ me { id } }`, expect: LOGGED_IN_OK },
  'Query.emailExists': { query: `{ emailExists(email: "someone@example.com") }`, expect: { default: 'ok' } },
  'Query.demoDataPresent': { query: `{ demoDataPresent }`, expect: LOGGED_IN_OK },
  'Query.myWorkspaces': { query: `{ myWorkspaces { id name } }`, expect: LOGGED_IN_OK, leaksNothing: true },
  'Query.workspace': {
    query: `query($id: UUID!) { workspace(id: $id) { id members { user { email } } teams { id } pendingInvitations { email } } }`,
    variables: (o) => ({ id: o.workspaceId }),
    expect: MEMBERS_ONLY,
    leaksNothing: true,
  },
  'Query.team': {
    query: `query($id: UUID!) { team(id: $id) { id members { user { email } } } }`,
    variables: (o) => ({ id: o.teamId }),
    expect: { default: 'FORBIDDEN', owner: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' },
    leaksNothing: true,
  },
  'Query.myTeams': { query: `query($w: UUID) { myTeams(workspaceId: $w) { id name } }`, variables: (o) => ({ w: o.workspaceId }), expect: LOGGED_IN_OK, leaksNothing: true },
  'Query.invitation': {
    query: `query($id: UUID!) { invitation(id: $id) { id viewerEmailMatches } }`,
    variables: async () => ({ id: await freshInvitation() }),
    expect: LOGGED_IN_OK,
  },

  'Mutation.signUp': {
    query: `mutation { signUp(input: { name: "x", email: "bad", password: "secret1", passwordConfirmation: "secret1", language: ko_KR, timezone: "UTC", termsAgreed: true, privacyAgreed: true, marketingAgreed: false }) { email } }`,
    expect: EVERYONE_BAD_INPUT,
  },
  'Mutation.resendVerificationEmail': { query: `mutation { resendVerificationEmail(email: "nobody@example.com") }`, expect: { default: 'ok' } },
  'Mutation.verifyEmail': { query: `mutation { verifyEmail(token: "not-a-token") }`, expect: EVERYONE_BAD_INPUT },
  'Mutation.login': {
    query: `mutation($email: String!) { login(email: $email, password: "wrong-password") { accessToken } }`,
    variables: (_o, caller) => ({ email: `nobody-${caller}@example.com` }), // one e-mail each: the throttle counts per e-mail
    expect: { default: 'INVALID_CREDENTIALS' },
  },
  'Mutation.refreshSession': { query: `mutation { refreshSession { accessToken } }`, expect: { default: 'UNAUTHENTICATED' } },
  'Mutation.logout': { query: `mutation { logout }`, expect: { default: 'ok' }, selfScoped: true },
  'Mutation.requestPasswordReset': { query: `mutation { requestPasswordReset(email: "nobody@example.com") }`, expect: { default: 'ok' } },
  'Mutation.resetPassword': { query: `mutation { resetPassword(token: "nope", newPassword: "long-enough") }`, expect: EVERYONE_BAD_INPUT },
  'Mutation.changePassword': { query: `mutation { changePassword(currentPassword: "wrong-wrong", newPassword: "long-enough") }`, expect: { default: 'BAD_USER_INPUT', anonymous: 'UNAUTHENTICATED' } },
  'Mutation.deleteAccount': { query: `mutation { deleteAccount }`, expect: { anonymous: 'UNAUTHENTICATED' }, selfScoped: true },
  'Mutation.updateProfile': { query: `mutation { updateProfile(input: { phone: "010-0000-0000" }) { id } }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Mutation.removeDemoData': { query: `mutation { removeDemoData }`, expect: LOGGED_IN_OK },

  'Mutation.createWorkspace': { query: `mutation { createWorkspace(input: { name: "Own" }) { viewerRole } }`, expect: LOGGED_IN_OK },
  'Mutation.updateWorkspace': {
    query: `mutation($id: UUID!) { updateWorkspace(id: $id, input: { description: "changed" }) { id } }`,
    variables: (o) => ({ id: o.workspaceId }),
    expect: ADMINS_ONLY,
  },
  'Mutation.inviteWorkspaceMembers': {
    query: `mutation($input: InviteMembersInput!) { inviteWorkspaceMembers(input: $input) { id } }`,
    variables: async (o) => ({ input: { workspaceId: o.workspaceId, emails: (await freshUser()).email } }),
    expect: ADMINS_ONLY,
  },
  'Mutation.addWorkspaceMember': {
    query: `mutation($w: UUID!, $e: String!) { addWorkspaceMember(workspaceId: $w, email: $e) { id } }`,
    variables: async (o) => ({ w: o.workspaceId, e: (await freshUser()).email }),
    expect: ADMINS_ONLY,
  },
  'Mutation.changeWorkspaceMemberRole': {
    query: `mutation($w: UUID!, $u: UUID!) { changeWorkspaceMemberRole(workspaceId: $w, userId: $u, role: ADMIN) { role } }`,
    variables: async (o) => ({ w: o.workspaceId, u: (await freshMember()).user.id }),
    expect: ADMINS_ONLY,
  },
  'Mutation.removeWorkspaceMember': {
    query: `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
    variables: async (o) => ({ w: o.workspaceId, u: (await freshMember()).user.id }),
    expect: ADMINS_ONLY,
  },
  'Mutation.acceptInvitation': {
    query: `mutation($id: UUID!) { acceptInvitation(id: $id) { id } }`,
    variables: async () => ({ id: await freshInvitation() }),
    expect: { default: 'FORBIDDEN', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.rejectInvitation': {
    query: `mutation($id: UUID!) { rejectInvitation(id: $id) { id } }`,
    variables: async () => ({ id: await freshInvitation() }),
    expect: { default: 'FORBIDDEN', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.cancelInvitation': {
    query: `mutation($id: UUID!) { cancelInvitation(id: $id) { status } }`,
    variables: async () => ({ id: await freshInvitation() }),
    expect: ADMINS_ONLY,
  },
  'Mutation.createTeam': {
    query: `mutation($w: UUID!) { createTeam(input: { workspaceId: $w, name: "Matrix team" }) { id } }`,
    variables: (o) => ({ w: o.workspaceId }),
    expect: ADMINS_ONLY,
  },
  'Mutation.updateTeam': {
    query: `mutation($id: UUID!) { updateTeam(id: $id, input: { description: "changed" }) { id } }`,
    variables: (o) => ({ id: o.teamId }),
    expect: ADMINS_ONLY,
  },
  'Mutation.deleteTeam': {
    query: `mutation($id: UUID!) { deleteTeam(id: $id) }`,
    variables: async () => ({ id: await freshTeam() }),
    expect: ADMINS_ONLY,
  },
  'Mutation.addTeamMembers': {
    query: `mutation($t: UUID!, $ids: [UUID!]!) { addTeamMembers(teamId: $t, userIds: $ids) { id } }`,
    variables: async (o) => ({ t: o.teamId, ids: [(await freshMember()).user.id] }),
    expect: MEMBERS_ONLY,
  },
  'Mutation.removeTeamMember': {
    query: `mutation($t: UUID!, $u: UUID!) { removeTeamMember(teamId: $t, userId: $u) }`,
    variables: async () => {
      const user = await freshMember();
      return { t: await freshTeam([user.user.id]), u: user.user.id };
    },
    expect: ADMINS_ONLY,
  },
  'Mutation.leaveTeam': {
    query: `mutation($t: UUID!) { leaveTeam(teamId: $t) }`,
    variables: async (o) => ({ t: await freshTeam([o.member.user.id]) }),
    expect: { default: 'FORBIDDEN', owner: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Query.notifications': { query: `{ notifications { items { id content } totalCount } }`, expect: LOGGED_IN_OK, leaksNothing: true },
  'Query.unreadNotificationCount': { query: `{ unreadNotificationCount }`, expect: LOGGED_IN_OK },
  // Notifications are the viewer's own: another user's id answers NOT_FOUND, whoever asks.
  'Mutation.markNotificationRead': { query: `mutation($id: UUID!) { markNotificationRead(id: $id) { id } }`, variables: () => ({ id: memberNotificationId }), expect: { default: 'NOT_FOUND', member: 'ok', anonymous: 'UNAUTHENTICATED' } },
  'Mutation.markAllNotificationsRead': { query: `mutation { markAllNotificationsRead }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Mutation.markNotificationsViewed': { query: `mutation { markNotificationsViewed }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Mutation.updateNotificationContent': {
    query: `mutation($id: UUID!) { updateNotificationContent(id: $id, content: { seen_by_test: true }) { id } }`,
    variables: () => ({ id: memberNotificationId }),
    expect: { default: 'NOT_FOUND', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.deleteNotificationsByRelated': {
    query: `mutation($id: UUID!) { deleteNotificationsByRelated(relatedType: "workspace", relatedId: $id) }`,
    variables: (o) => ({ id: o.workspaceId }),
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Mutation.deleteNotification': {
    query: `mutation($id: UUID!) { deleteNotification(id: $id) }`,
    variables: () => ({ id: memberNotificationId }),
    expect: { default: 'NOT_FOUND', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.requestPlannerUpdate': {
    query: `mutation($t: UUID!, $u: UUID!) { requestPlannerUpdate(teamId: $t, userId: $u) }`,
    variables: (o, caller) => ({ t: o.teamId, u: caller === 'member' ? o.owner.user.id : o.member.user.id }),
    expect: { default: 'FORBIDDEN', owner: 'ok', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Query.pushPublicKey': { query: `{ pushPublicKey }`, expect: LOGGED_IN_OK },
  'Mutation.subscribePush': {
    query: `mutation($e: String!) { subscribePush(input: { endpoint: $e, p256dh: "key", auth: "secret" }) }`,
    variables: (_o, caller) => ({ e: `https://push.example.com/${caller}` }),
    expect: LOGGED_IN_OK,
    selfScoped: true,
  },
  'Mutation.unsubscribePush': { query: `mutation { unsubscribePush(endpoint: "https://push.example.com/nobody") }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Query.goal': { query: `query($id: UUID!) { goal(id: $id) { id title team { name } sharedTeams { team { name } } } }`, variables: () => ({ id: goalId }), expect: TEAM_READERS, leaksNothing: true },
  'Query.goals': {
    query: `query($t: UUID!) { goals(filter: { teamId: $t }) { total items { id title leader { email } } } }`,
    variables: (o) => ({ t: o.teamId }),
    expect: TEAM_READERS,
    leaksNothing: true,
  },
  'Query.goalSelector': { query: `{ goalSelector { projectName goals { id title team { name } } } }`, expect: LOGGED_IN_OK, leaksNothing: true },
  'Query.childrenSharingStatus': {
    query: `query($g: UUID!, $t: UUID!) { childrenSharingStatus(goalId: $g, teamId: $t, enable: true) { childCount } }`,
    variables: (o) => ({ g: goalId, t: o.teamId }),
    expect: TEAM_READERS,
  },
  'Query.goalActivity': { query: `query($g: UUID!) { goalActivity(goalId: $g) { items { action user { email } } } }`, variables: () => ({ g: goalId }), expect: TEAM_READERS, leaksNothing: true },
  'Mutation.createGoal': {
    query: `mutation($t: UUID!) { createGoal(input: { teamId: $t, title: "Matrix goal" }) { id } }`,
    variables: (o) => ({ t: o.teamId }),
    expect: TEAM_READERS,
  },
  'Mutation.updateGoal': { query: `mutation($id: UUID!) { updateGoal(id: $id, input: { content: "Same" }) { id } }`, variables: () => ({ id: goalId }), expect: TEAM_READERS },
  'Mutation.moveGoal': { query: `mutation($id: UUID!) { moveGoal(id: $id, parentId: null) { id } }`, variables: () => ({ id: goalId }), expect: TEAM_READERS },
  'Mutation.addGoalParticipant': {
    query: `mutation($g: UUID!, $u: UUID!) { addGoalParticipant(goalId: $g, userId: $u) { id } }`,
    variables: (o) => ({ g: goalId, u: o.owner.user.id }),
    expect: TEAM_READERS,
  },
  'Mutation.removeGoalParticipant': {
    query: `mutation($g: UUID!, $u: UUID!) { removeGoalParticipant(goalId: $g, userId: $u) { id } }`,
    variables: async (o) => ({ g: await freshGoal({ participantIds: [o.owner.user.id] }), u: o.owner.user.id }),
    expect: TEAM_READERS,
  },
  'Mutation.setGoalSharing': {
    query: `mutation($g: UUID!, $t: UUID!) { setGoalSharing(input: { goalId: $g, teamId: $t, enable: true }) { id } }`,
    variables: (o) => ({ g: goalId, t: o.teamId }),
    expect: TEAM_READERS,
  },
  'Mutation.hideGoal': { query: `mutation($id: UUID!) { hideGoal(id: $id) { id } }`, variables: async () => ({ id: await freshGoal() }), expect: TEAM_READERS },
  'Mutation.revealGoal': { query: `mutation($id: UUID!) { revealGoal(id: $id) { id } }`, variables: () => ({ id: goalId }), expect: TEAM_READERS },
  'Mutation.deleteGoal': { query: `mutation($id: UUID!) { deleteGoal(id: $id) }`, variables: async () => ({ id: await freshGoal() }), expect: TEAM_READERS },
  'Mutation.updateGoalDisplaySetting': { query: `mutation { updateGoalDisplaySetting(input: { viewType: "list" }) { id } }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Query.project': { query: `query($id: UUID!) { project(id: $id) { id name team { name } } }`, variables: () => ({ id: projectId }), expect: TEAM_READERS, leaksNothing: true },
  'Query.projects': {
    query: `query($t: UUID!) { projects(teamId: $t) { total items { id name } } }`,
    variables: (o) => ({ t: o.teamId }),
    expect: TEAM_READERS,
    leaksNothing: true,
  },
  'Mutation.createProject': {
    query: `mutation($t: UUID!) { createProject(input: { teamId: $t, name: "Matrix project" }) { id } }`,
    variables: (o) => ({ t: o.teamId }),
    expect: TEAM_READERS,
  },
  'Mutation.updateProject': { query: `mutation($id: UUID!) { updateProject(id: $id, input: { description: "Same" }) { id } }`, variables: () => ({ id: projectId }), expect: TEAM_READERS },
  'Mutation.deleteProject': { query: `mutation($id: UUID!) { deleteProject(id: $id) }`, variables: async () => ({ id: await freshProject() }), expect: TEAM_READERS },
  'Mutation.setProjectSharing': {
    query: `mutation($p: UUID!, $t: UUID!) { setProjectSharing(input: { projectId: $p, teamId: $t, enable: true }) { id } }`,
    variables: (o) => ({ p: projectId, t: o.teamId }),
    expect: TEAM_READERS,
  },
  'Query.categories': { query: `{ categories { id name } }`, expect: LOGGED_IN_OK },
  'Query.todo': { query: `query($id: UUID!) { todo(id: $id) { id title owner { email } } }`, variables: () => ({ id: todoId }), expect: COLLEAGUES, leaksNothing: true },
  'Query.inbox': { query: `{ inbox { total items { id title } } }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Query.unfinishedTodos': { query: `{ unfinishedTodos(date: "2030-01-01") { total } }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Query.doneTodos': { query: `{ doneTodos { total } }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Query.upcomingPlanners': { query: `{ upcomingPlanners { hasMore } }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Query.plannerDates': {
    query: `query($u: UUID) { plannerDates(from: "2030-01-01", to: "2030-01-31", userId: $u) { date count } }`,
    variables: (o) => ({ u: o.member.user.id }),
    expect: COLLEAGUES,
  },
  'Query.plannerDay': {
    query: `query($u: UUID) { plannerDay(date: "2030-01-01", userId: $u) { id todo { title owner { email } } } }`,
    variables: (o) => ({ u: o.member.user.id }),
    expect: COLLEAGUES,
    leaksNothing: true,
  },
  'Mutation.createTodo': { query: `mutation { createTodo(input: { title: "Mine" }) { id } }`, expect: LOGGED_IN_OK, selfScoped: true },
  'Mutation.updateTodo': { query: `mutation($id: UUID!) { updateTodo(id: $id, input: { content: "Same" }) { id } }`, variables: () => ({ id: todoId }), expect: COLLEAGUES },
  'Mutation.setTodoComplete': { query: `mutation($id: UUID!) { setTodoComplete(id: $id, complete: false) { id } }`, variables: () => ({ id: todoId }), expect: COLLEAGUES },
  'Mutation.stopTodo': { query: `mutation($id: UUID!) { stopTodo(id: $id, date: "2030-01-01") { id } }`, variables: async () => ({ id: (await freshTodo()).id }), expect: TODO_OWNER_ONLY },
  'Mutation.resumeTodo': { query: `mutation($id: UUID!) { resumeTodo(id: $id) { id } }`, variables: () => ({ id: todoId }), expect: TODO_OWNER_ONLY },
  'Mutation.deleteTodo': { query: `mutation($id: UUID!) { deleteTodo(id: $id) }`, variables: async () => ({ id: (await freshTodo()).id }), expect: TODO_OWNER_ONLY },
  'Mutation.planTodo': {
    query: `mutation($id: UUID!, $d: LocalDate!, $b: [Int!]!) { planTodo(todoId: $id, date: $d, blocks: $b) { id } }`,
    variables: async () => {
      const { date, blocks } = freshSlot();
      return { id: (await freshTodo()).id, d: date, b: blocks };
    },
    expect: COLLEAGUES,
  },
  'Mutation.updatePlanner': {
    query: `mutation($id: UUID!, $b: [Int!]!) { updatePlanner(id: $id, blocks: $b) { id } }`,
    variables: async () => {
      const planned = await freshTodo(freshSlot());
      return { id: planned.plannerId, b: freshSlot().blocks };
    },
    expect: COLLEAGUES,
  },
  'Mutation.removePlanner': { query: `mutation($id: UUID!) { removePlanner(id: $id) }`, variables: async () => ({ id: (await freshTodo(freshSlot())).plannerId }), expect: COLLEAGUES },
  'Query.comments': { query: `query($g: UUID!) { comments(target: { goalId: $g }) { count items { content author { email } } } }`, variables: () => ({ g: goalId }), expect: TEAM_READERS, leaksNothing: true },
  'Query.mentionSuggestions': {
    query: `query($g: UUID!) { mentionSuggestions(target: { goalId: $g }) { email } }`,
    variables: () => ({ g: goalId }),
    expect: TEAM_READERS,
    leaksNothing: true,
  },
  'Mutation.createComment': {
    query: `mutation($t: UUID!) { createComment(input: { target: { todoId: $t }, content: "Matrix" }) { id } }`,
    variables: () => ({ t: todoId }),
    expect: COLLEAGUES,
  },
  'Mutation.updateComment': {
    query: `mutation($id: UUID!) { updateComment(id: $id, content: "Edited") { id } }`,
    variables: () => ({ id: memberCommentId }),
    expect: { default: 'NOT_FOUND', owner: 'FORBIDDEN', admin: 'FORBIDDEN', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Mutation.deleteComment': {
    query: `mutation($id: UUID!) { deleteComment(id: $id) }`,
    variables: async () => ({ id: await freshComment() }),
    expect: { default: 'NOT_FOUND', owner: 'FORBIDDEN', admin: 'FORBIDDEN', member: 'ok', anonymous: 'UNAUTHENTICATED' },
  },
  'Query.note': { query: `query($id: UUID!) { note(id: $id) { id title author { email } } }`, variables: () => ({ id: noteId }), expect: TEAM_READERS, leaksNothing: true },
  'Query.sharedNote': { query: `{ sharedNote(code: "ABCDEF") { title } }`, expect: { default: 'ok' } },
  'Query.drive': { query: `{ drive { total items { id title workspace { name } } } }`, expect: LOGGED_IN_OK, leaksNothing: true },
  'Query.myRecentNotes': { query: `{ myRecentNotes { items { title } } }`, expect: LOGGED_IN_OK, leaksNothing: true },
  'Query.recentlyViewedNotes': { query: `{ recentlyViewedNotes { items { title } } }`, expect: LOGGED_IN_OK, leaksNothing: true },
  'Query.bookmarkedNotes': { query: `{ bookmarkedNotes { items { title } } }`, expect: LOGGED_IN_OK, leaksNothing: true },
  'Query.noteSummary': { query: `query($id: UUID!) { noteSummary(id: $id) }`, variables: () => ({ id: noteId }), expect: TEAM_READERS },
  'Mutation.emailNoteSummary': { query: `mutation($id: UUID!) { emailNoteSummary(id: $id) }`, variables: () => ({ id: noteId }), expect: TEAM_READERS },
  'Mutation.createNote': { query: `mutation($g: UUID!) { createNote(input: { goalId: $g, title: "Matrix" }) { id } }`, variables: () => ({ g: goalId }), expect: TEAM_READERS },
  'Mutation.updateNote': { query: `mutation($id: UUID!) { updateNote(id: $id, input: { title: "Same" }) { id } }`, variables: () => ({ id: noteId }), expect: TEAM_READERS },
  'Mutation.deleteNote': { query: `mutation($id: UUID!) { deleteNote(id: $id) }`, variables: async () => ({ id: await freshNote() }), expect: TEAM_READERS },
  'Mutation.setNoteSharing': { query: `mutation($id: UUID!) { setNoteSharing(id: $id, enabled: false) { id } }`, variables: () => ({ id: noteId }), expect: TEAM_READERS },
  'Mutation.setNoteBookmark': { query: `mutation($id: UUID!) { setNoteBookmark(id: $id, bookmarked: true) { id } }`, variables: () => ({ id: noteId }), expect: TEAM_READERS },
  'Mutation.markNoteViewed': { query: `mutation($id: UUID!) { markNoteViewed(id: $id) }`, variables: () => ({ id: noteId }), expect: TEAM_READERS },
  // Last: it removes the shared workspace.
  'Mutation.deleteWorkspace': {
    query: `mutation($id: UUID!) { deleteWorkspace(id: $id) }`,
    variables: (o) => ({ id: o.workspaceId }),
    expect: { default: 'FORBIDDEN', owner: 'ok', anonymous: 'UNAUTHENTICATED' },
  },

  'Subscription.viewerUpdated': { query: `subscription { viewerUpdated { id } }`, expect: {}, selfScoped: true },
  'Subscription.notificationChanged': { query: `subscription { notificationChanged { unreadCount } }`, expect: {}, selfScoped: true },
  'Subscription.notificationDeleted': { query: `subscription { notificationDeleted { ids } }`, expect: {}, selfScoped: true },
  // Authorized when subscribing: see goal-live.test.ts.
  'Subscription.goalChanged': { query: `subscription { goalChanged(goalId: "") { goalId } }`, expect: {} },
  'Subscription.goalTodosChanged': { query: `subscription { goalTodosChanged(goalId: "") { todoId } }`, expect: {} },
  'Subscription.commentsChanged': { query: `subscription { commentsChanged(target: {}) { kind } }`, expect: {} },
  'Subscription.plannerChanged': { query: `subscription { plannerChanged { date } }`, expect: {} },
  'Subscription.teamGoalsChanged': { query: `subscription { teamGoalsChanged(teamIds: []) { goalId } }`, expect: {} },
};

beforeAll(async () => {
  app = await TestApp.start();
  org = await buildOrganisation(app);
  const { notifications } = await app.gqlOk(`{ notifications { items { id } } }`, {}, { token: org.member.token });
  memberNotificationId = notifications.items[0]?.id;
  if (!memberNotificationId) throw new Error('the organisation should have notified the member');
  goalId = await freshGoal();
  todoId = (await freshTodo()).id;
  memberCommentId = await freshComment();
  noteId = await freshNote();
  projectId = await freshProject();
});
afterAll(() => app.close());

describe('tenancy matrix', () => {
  it('lists every root field of the schema', async () => {
    const { __schema } = await app.gqlOk(`{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } } }`);
    const fields = [
      ...__schema.queryType.fields.map((f: { name: string }) => `Query.${f.name}`),
      ...__schema.mutationType.fields.map((f: { name: string }) => `Mutation.${f.name}`),
      ...__schema.subscriptionType.fields.map((f: { name: string }) => `Subscription.${f.name}`),
    ];
    expect(fields.filter((field) => !(field in MATRIX)), 'root fields missing from the tenancy matrix').toEqual([]);
    expect(Object.keys(MATRIX).filter((field) => !fields.includes(field)), 'matrix entries without a field').toEqual([]);
  });

  for (const [field, testCase] of Object.entries(MATRIX)) {
    if (field.startsWith('Subscription.')) continue; // over graphql-ws: see websocket.test.ts
    it(`${field} as each caller`, async () => {
      const outcomes: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const caller of CALLERS) {
        const want = testCase.expect[caller] ?? testCase.expect.default;
        if (!want || (testCase.selfScoped && caller !== 'anonymous' && want !== 'ok')) continue;
        if (testCase.selfScoped && caller !== 'anonymous' && field === 'Mutation.logout') continue; // would end the shared sessions
        const token = caller === 'anonymous' ? null : org[caller].token;
        const variables = (await testCase.variables?.(org, caller)) ?? {};
        const result = await app.gql(testCase.query, variables, { token });
        outcomes[caller] = result.errors?.length ? String(result.errors[0].extensions?.code) : 'ok';
        expected[caller] = want;
        if (outcomes[caller] === 'ok' && testCase.leaksNothing) assertNoLeak(caller, result.data);
      }
      expect(outcomes).toEqual(expected);
    });
  }
});

/** Nothing of the other workspace (ids, names, member addresses) in what one side gets back. */
function assertNoLeak(caller: Caller, data: unknown): void {
  const text = JSON.stringify(data);
  const foreign = caller === 'outsider'
    ? [org.workspaceId, org.teamId, 'Acme', 'Platform', org.member.email]
    : [org.outsiderWorkspaceId, org.outsiderTeamId, 'Elsewhere', 'Hidden team', org.outsider.email];
  for (const value of foreign) expect(text, `${caller} sees ${value}`).not.toContain(value);
}
