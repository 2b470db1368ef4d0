import type { Organisation } from '../org-factories.js';
import { allIds, mergePools, type IdPool } from './id-pool.js';
import { teamItems, workspaceExtras } from './fuzz-workspace-items.js';
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

async function ownerSide(app: TestApp, org: Organisation): Promise<Items> {
  const items = mergePools(await teamItems(app, org.owner.token, org.teamId, 'Acme'), await workspaceExtras(app, org));
  return {
    ids: { workspace: [org.workspaceId], team: [org.teamId], user: [org.owner.user.id, org.member.user.id], ...items },
    markers: [org.workspaceId, org.teamId, 'Acme', 'Platform', org.member.email, ...allIds(items)],
  };
}

async function strangerSide(app: TestApp, org: Organisation): Promise<Items> {
  const items = await teamItems(app, org.outsider.token, org.outsiderTeamId, 'Elsewhere');
  return {
    ids: { workspace: [org.outsiderWorkspaceId], team: [org.outsiderTeamId], user: [org.outsider.user.id], ...items },
    markers: [
      org.outsiderWorkspaceId,
      org.outsiderTeamId,
      'Elsewhere',
      'Hidden team',
      org.outsider.email,
      ...allIds(items),
    ],
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
  const { createWorkspace } = await app.gqlOk(
    `mutation { createWorkspace(input: { name: "Stand-in" }) { id } }`,
    {},
    { token: user.token },
  );
  return {
    ...caller,
    token: user.token,
    ids: mergePools({ workspace: [createWorkspace.id], user: [user.user.id] }, caller.ids),
    foreign: [...caller.foreign, ...caller.own],
  };
}
