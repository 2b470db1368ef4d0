import type { Organisation } from '../org-factories.js';
import { mergePools, type IdPool } from './id-pool.js';
import { signedInUser } from '../factories.js';
import type { TestApp } from '../test-app.js';

/**
 * Who the schema fuzz calls as: the owner of one workspace and a stranger (a member of another
 * workspace only). Each aims at its own items and at the other's, and must never get the other's back.
 */
export interface FuzzCaller {
  name: 'owner' | 'stranger';
  token: string;
  /** UUIDs its arguments pick from: its own workspace's items and the other workspace's. */
  ids: IdPool;
  /** Ids, names and e-mails of the other workspace: none may appear in what this caller gets back. */
  foreign: string[];
  /** The same of its own workspace (a stand-in must not see them either). */
  own: string[];
}

interface Items {
  ids: IdPool;
  /** Ids and texts of the workspace that another caller must not see. */
  markers: string[];
}

const CREATE_GOAL = `mutation($input: CreateGoalInput!) { createGoal(input: $input) { id } }`;
const CREATE_TODO = `mutation($input: CreateTodoInput!) { createTodo(input: $input) { id } }`;
const CREATE_NOTE = `mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }`;
const CREATE_PROJECT = `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`;
const CREATE_COMMENT = `mutation($input: CreateCommentInput!) { createComment(input: $input) { id } }`;

/** A goal, project, note, to-do and comment of a workspace's team, titled with the workspace's marker. */
async function itemsOf(app: TestApp, token: string, teamId: string, label: string): Promise<Required<Pick<IdPool, 'goal' | 'project' | 'note' | 'todo' | 'comment'>>> {
  const as = (query: string, input: Record<string, unknown>) => app.gqlOk(query, { input }, { token });
  const goal = (await as(CREATE_GOAL, { teamId, title: `${label} goal` })).createGoal.id;
  const project = (await as(CREATE_PROJECT, { teamId, name: `${label} project` })).createProject.id;
  const note = (await as(CREATE_NOTE, { goalId: goal, title: `${label} note` })).createNote.id;
  const todo = (await as(CREATE_TODO, { title: `${label} to-do`, goalId: goal })).createTodo.id;
  const comment = (await as(CREATE_COMMENT, { target: { todoId: todo }, content: `${label} comment` })).createComment.id;
  return { goal: [goal], project: [project], note: [note], todo: [todo], comment: [comment] };
}

async function ownerSide(app: TestApp, org: Organisation): Promise<Items> {
  const items = await itemsOf(app, org.owner.token, org.teamId, 'Acme');
  return {
    ids: { workspace: [org.workspaceId], team: [org.teamId], user: [org.owner.user.id, org.member.user.id], ...items },
    markers: [org.workspaceId, org.teamId, 'Acme', 'Platform', org.member.email, ...Object.values(items).flat()],
  };
}

async function strangerSide(app: TestApp, org: Organisation): Promise<Items> {
  const items = await itemsOf(app, org.outsider.token, org.outsiderTeamId, 'Elsewhere');
  return {
    ids: { workspace: [org.outsiderWorkspaceId], team: [org.outsiderTeamId], user: [org.outsider.user.id], ...items },
    markers: [org.outsiderWorkspaceId, org.outsiderTeamId, 'Elsewhere', 'Hidden team', org.outsider.email, ...Object.values(items).flat()],
  };
}

/** The two callers, with items of each side to aim at. */
export async function fuzzCallers(app: TestApp, org: Organisation): Promise<FuzzCaller[]> {
  const [own, other] = [await ownerSide(app, org), await strangerSide(app, org)];
  const ids = mergePools(own.ids, other.ids);
  return [
    { name: 'owner', token: org.owner.token, ids, foreign: other.markers, own: own.markers },
    { name: 'stranger', token: org.outsider.token, ids, foreign: own.markers, own: other.markers },
  ];
}

/**
 * A caller in the place of one of the two for a field that ends what it acts on for good (the
 * account, the session, the workspace): a new user with a workspace of their own, aiming at it and
 * at the other side's items as that caller did.
 */
export async function freshStandIn(app: TestApp, caller: FuzzCaller): Promise<FuzzCaller> {
  const user = await signedInUser(app);
  const { createWorkspace } = await app.gqlOk(`mutation { createWorkspace(input: { name: "Stand-in" }) { id } }`, {}, { token: user.token });
  return { ...caller, token: user.token, ids: mergePools({ workspace: [createWorkspace.id], user: [user.user.id] }, caller.ids), foreign: [...caller.foreign, ...caller.own] };
}
