/**
 * The floor: graphql-js + pg, by hand. The schema has the same shape as Quarter's for the two
 * measured questions (the same query documents run on both), and each question is answered by ONE
 * prepared SQL statement that checks the session, applies the read rules (workspace membership,
 * goal sharing / leader / participant) and builds the whole answer as JSON. graphql-js then only
 * walks that JSON with its default resolvers. Parsed and validated documents are cached by text.
 *
 * What it leaves out on purpose (so it stays a floor): other viewers' planners (masking), other
 * list filters and orderings (it answers the bench's filter and says so otherwise).
 *
 * env: DATABASE_URL, PORT, JWT_SECRET (Quarter's, to verify Quarter's access tokens), PG_POOL_MAX.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { buildSchema, execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import pg from 'pg';

const port = Number(process.env.PORT ?? 4712);
const secret = process.env.JWT_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX ?? 10) });

export const FLOOR_SDL = /* GraphQL */ `
  scalar UUID
  scalar LocalDate
  scalar DateTime
  enum TodoStatus { CANCELLED COMPLETED IN_PROGRESS }
  enum WorkStatus { AT_RISK BACKLOG CANCELED COMPLETED IN_PROGRESS PAUSED PLANNED }
  enum Priority { HIGH HIGHEST LOW LOWEST MEDIUM }
  enum IndicatorType { dollar number percent won }
  enum SortDirection { ASC DESC }
  enum GoalVisibility { ALL HIDDEN VISIBLE }
  enum GoalCompletedFilter { ALL HIDE_ALL MONTH TODAY TWO_WEEK WEEK YESTERDAY }

  type Category { id: UUID! name: String! color: String! colorName: String! }
  type UserProfile { id: UUID! name: String! profileImageUrl: String }
  type Project { id: UUID! name: String! }
  type Team { id: UUID! name: String! }
  type WorkItemViewerCan { delete: Boolean! edit: Boolean! share: Boolean! }
  type TodoViewerCan { delete: Boolean! edit: Boolean! editTimes: Boolean! }

  type Goal {
    id: UUID!
    title: String!
    status: WorkStatus!
    priority: Priority!
    startDate: LocalDate
    endDate: LocalDate
    registerDate: DateTime!
    completeDate: DateTime
    indicatorType: IndicatorType
    initialValue: Float
    currentValue: Float
    targetValue: Float
    indicatorProgress: Int
    viewerHidden: Boolean!
    leader: UserProfile
    participants: [UserProfile!]!
    project: Project
    team: Team!
    viewerCan: WorkItemViewerCan!
  }

  type Todo {
    id: UUID!
    title: String
    masked: Boolean!
    status: TodoStatus!
    isPublic: Boolean!
    dueDate: LocalDate
    category: Category!
    goal: Goal
    viewerCan: TodoViewerCan!
  }

  type Planner { id: UUID! blocks: [Int!]! plannerDate: LocalDate! todo: Todo! }
  type GoalPage { total: Int! items: [Goal!]! }

  input GoalListFilter {
    completedPeriod: GoalCompletedFilter
    memberId: UUID
    ordering: String
    orderingDir: SortDirection
    projectId: UUID
    teamId: UUID
    visibility: GoalVisibility! = VISIBLE
    workspaceId: UUID
  }

  type Query {
    plannerDay(date: LocalDate!, userId: UUID): [Planner!]!
    goals(filter: GoalListFilter!, offset: Int! = 0, size: Int! = 50): GoalPage!
  }
`;

const schema = buildSchema(FLOOR_SDL);

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const ACTIVE_ROLES = `('OWNER', 'ADMIN', 'MEMBER')`;
const SESSION_LIVE = `exists (select 1 from auth_session s join "user" su on su.id = s.user_id and su.enable where s.id = $SID and s.user_id = $1 and s.revoked_at is null)`;
/** Goal g readable by viewer $1 (work-item.policy.ts read, as readable-work-items.query.ts). */
const GOAL_READABLE = `(exists (select 1 from goal_sharing rs join team_member rtm on rtm.team_id = rs.team_id and rtm.user_id = $1 and rtm.enable join team rt on rt.id = rs.team_id and rt.enable where rs.goal_id = g.id and rs.enable)
     or g.leader_id = $1 or exists (select 1 from goal_participant tp where tp.goal_id = g.id and tp.user_id = $1))`;

/** $1 viewer (= owner), $2 date, $3 session. */
const PLANNER_DAY_SQL = `
select ${SESSION_LIVE.replace('$SID', '$3')} as live,
  (select coalesce(json_agg(json_build_object(
      'id', p.id, 'blocks', p.blocks, 'plannerDate', to_char(p.planner_date, 'YYYY-MM-DD'),
      'todo', json_build_object(
        'id', t.id, 'title', t.title, 'masked', false,
        'status', case when t.cancelled_date is not null then 'CANCELLED' when t.complete_date is not null then 'COMPLETED' else 'IN_PROGRESS' end,
        'isPublic', t.is_public, 'dueDate', to_char(t.due_date, 'YYYY-MM-DD'),
        'category', json_build_object('id', c.id, 'name', c.name, 'color', c.color, 'colorName', c.color_name),
        'goal', case when gl.member and gl.readable then json_build_object('id', gl.id, 'title', gl.title) end,
        'viewerCan', json_build_object('edit', gl.id is null or gl.member, 'editTimes', gl.id is null or gl.member, 'delete', gl.id is null or gl.member))
    ) order by p.blocks, p.register_date), '[]'::json)
   from planner p
   join todo t on t.id = p.todo_id and t.enable
   join category c on c.id = t.category_id
   -- the to-do's live goal: the viewer's active membership of its workspace, whether the viewer reads it, and whether it keeps its to-dos on the lists (active, not hidden)
   left join lateral (
     select g.id, g.title, m.id is not null as member, ${GOAL_READABLE} as readable,
       g.status_code in ('PLANNED', 'IN_PROGRESS', 'AT_RISK') and not exists (select 1 from user_goal_visibility v where v.goal_id = g.id and v.user_id = $1 and v.is_hidden) as listed
     from goal g
     join team gt on gt.id = g.team_id and gt.enable
     join workspace gw on gw.id = gt.workspace_id and gw.enable
     left join workspace_member m on m.workspace_id = gw.id and m.user_id = $1 and m.enable and m.role in ${ACTIVE_ROLES}
     where g.id = t.goal_id and g.enable
   ) gl on true
   where p.user_id = $1 and p.planner_date = $2 and p.enable and coalesce(gl.listed, true)) as day`;

/** $1 viewer, $2 team, $3 session, $4 offset, $5 limit: goals shared with a team, by due date. */
const GOALS_SQL = `
with page as (
  select g.*, wm.role as viewer_role, count(*) over () as total
  from goal g
  join team t on t.id = g.team_id and t.enable
  join workspace w on w.id = t.workspace_id and w.enable
  join workspace_member wm on wm.workspace_id = t.workspace_id and wm.user_id = $1 and wm.enable and wm.role in ${ACTIVE_ROLES}
  where g.enable and ${GOAL_READABLE}
    and exists (select 1 from goal_sharing ts where ts.goal_id = g.id and ts.team_id = $2 and ts.enable)
    and not exists (select 1 from user_goal_visibility v where v.goal_id = g.id and v.user_id = $1 and v.is_hidden)
  order by g.end_date asc nulls last, g.register_date desc, g.id
  offset $4 limit $5
)
select ${SESSION_LIVE.replace('$SID', '$3')} as live,
  coalesce((select max(total) from page), 0)::int as total,
  coalesce((select json_agg(json_build_object(
      'id', p.id, 'title', p.title, 'status', p.status_code, 'priority', p.priority_code,
      'startDate', to_char(p.start_date, 'YYYY-MM-DD'), 'endDate', to_char(p.end_date, 'YYYY-MM-DD'),
      'registerDate', to_char(p.register_date at time zone 'UTC', ${ISO}),
      'completeDate', to_char(p.complete_date at time zone 'UTC', ${ISO}),
      'indicatorType', p.indicator_type, 'initialValue', p.initial_value, 'currentValue', p.current_value, 'targetValue', p.target_value,
      'indicatorProgress', case when p.indicator_type is null or p.initial_value is null or p.target_value is null then null
                                when p.target_value <= p.initial_value then 0
                                else floor(least(1, greatest(0, (coalesce(p.current_value, p.initial_value) - p.initial_value) / (p.target_value - p.initial_value))) * 100 + 0.5)::int end,
      'viewerHidden', false,
      'leader', (select json_build_object('id', u.id, 'name', u.name, 'profileImageUrl', u.profile_image_url) from "user" u where u.id = p.leader_id),
      'participants', coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'profileImageUrl', u.profile_image_url) order by gp.register_date, gp.id)
                                from goal_participant gp join "user" u on u.id = gp.user_id where gp.goal_id = p.id), '[]'::json),
      'project', (select json_build_object('id', pr.id, 'name', pr.name) from project pr
                  join team prt on prt.id = pr.team_id and prt.enable
                  where pr.id = p.project_id and pr.enable
                    and (exists (select 1 from project_sharing ps join team_member ptm on ptm.team_id = ps.team_id and ptm.user_id = $1 and ptm.enable
                                 join team pst on pst.id = ps.team_id and pst.enable where ps.project_id = pr.id and ps.enable)
                         or pr.leader_id = $1 or exists (select 1 from project_participant pp where pp.project_id = pr.id and pp.user_id = $1))),
      'team', (select json_build_object('id', t.id, 'name', t.name) from team t where t.id = p.team_id),
      'viewerCan', json_build_object('edit', true, 'share', true, 'delete', coalesce(p.register_id = $1 or p.leader_id = $1 or p.viewer_role in ('OWNER', 'ADMIN'), false))
    ) order by p.end_date asc nulls last, p.register_date desc, p.id) from page p), '[]'::json) as items`;

interface Viewer {
  userId: string;
  sessionId: string;
}

/** Quarter's access token (HS256, iss quarter, aud quarter-api, sub user, sid session), verified by hand. */
function viewerOf(header: string | undefined): Viewer | null {
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return null;
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      sub?: string;
      sid?: string;
      exp?: number;
      iss?: string;
      aud?: string;
    };
    if (claims.iss !== 'quarter' || claims.aud !== 'quarter-api' || !claims.sub || !claims.sid) return null;
    if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) return null;
    return { userId: claims.sub, sessionId: claims.sid };
  } catch {
    return null;
  }
}

const unauthenticated = () =>
  new GraphQLError('The authentication session cannot be found. Please log in again.', {
    extensions: { code: 'UNAUTHENTICATED' },
  });

const rootValue = {
  async plannerDay(args: { date: string; userId?: string | null }, ctx: { viewer: Viewer | null }) {
    const viewer = ctx.viewer;
    if (!viewer) throw unauthenticated();
    if (args.userId && args.userId !== viewer.userId)
      throw new GraphQLError('floor: only the viewer day is implemented');
    const { rows } = await pool.query({
      name: 'planner_day',
      text: PLANNER_DAY_SQL,
      values: [viewer.userId, args.date, viewer.sessionId],
    });
    if (!rows[0].live) throw unauthenticated();
    return rows[0].day;
  },
  async goals(args: { filter: Record<string, unknown>; offset: number; size: number }, ctx: { viewer: Viewer | null }) {
    const viewer = ctx.viewer;
    if (!viewer) throw unauthenticated();
    const { teamId, completedPeriod, ordering, orderingDir, visibility, ...rest } = args.filter;
    const supported =
      teamId &&
      completedPeriod === 'ALL' &&
      (ordering ?? 'due_date') === 'due_date' &&
      (orderingDir ?? 'ASC') === 'ASC' &&
      visibility === 'VISIBLE' &&
      Object.values(rest).every((v) => v == null);
    if (!supported)
      throw new GraphQLError(
        'floor: only { teamId, completedPeriod: ALL, ordering: due_date ASC, visibility: VISIBLE } is implemented',
      );
    if (args.size < 1 || args.size > 500 || args.offset < 0)
      throw new GraphQLError('The page size goes from 1 to 500.');
    const { rows } = await pool.query({
      name: 'goals',
      text: GOALS_SQL,
      values: [viewer.userId, teamId, viewer.sessionId, args.offset, args.size],
    });
    if (!rows[0].live) throw unauthenticated();
    return { total: rows[0].total, items: rows[0].items };
  },
};

const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

function documentOf(query: string): DocumentNode | readonly GraphQLError[] {
  let document = documents.get(query);
  if (!document) {
    try {
      const parsed = parse(query);
      const errors = validate(schema, parsed);
      document = errors.length ? errors : parsed;
    } catch (error) {
      document = [error as GraphQLError];
    }
    if (documents.size > 1000) documents.clear();
    documents.set(query, document);
  }
  return document;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.url !== '/graphql' || req.method !== 'POST')
    return send(res, 404, { errors: [{ message: 'POST /graphql' }] });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let request: { query?: string; variables?: Record<string, unknown>; operationName?: string };
  try {
    request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return send(res, 400, { errors: [{ message: 'invalid JSON' }] });
  }
  const document = documentOf(request.query ?? '');
  if (!('kind' in document)) return send(res, 400, { errors: document.map((e) => ({ message: e.message })) });
  const result = await execute({
    schema,
    document,
    rootValue,
    contextValue: { viewer: viewerOf(req.headers.authorization) },
    variableValues: request.variables,
    operationName: request.operationName,
  });
  send(res, 200, result);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => send(res, 500, { errors: [{ message: String(error) }] }));
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log(`floor listening on ${port}`));

const stop = () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
