import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { rowSql, type Row, type RowSql } from '../../database/entity-row.js';
import { pageTotal, readPage, ReadStatement } from '../../database/read-statement.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';
import type { WorkspaceRole } from '../workspace/workspace-role.js';
import { FeedbackRequest } from './feedback.entity.js';
import type { FeedbackViewer } from './feedback.policy.js';
import { linkedTodosSql, type FeedbackTodoRow } from './feedback-todo.read.js';
import { viewerRoleSql } from '../workspace/viewer-role.read.js';

/** Feedback requests on the read path: a request with its two people, its to-dos and the viewer's membership, in one statement. */
export interface FeedbackRequestFacts {
  viewer: FeedbackViewer;
  sender: UserProfileRow;
  receiver: UserProfileRow;
  todos: FeedbackTodoRow[];
}

export const feedbackRequestReadFacts = new ReadFacts<FeedbackRequestFacts>();

interface RequestColumns {
  request: unknown;
  sender: UserProfileRow;
  receiver: UserProfileRow;
  todos: FeedbackTodoRow[];
  role: WorkspaceRole | null;
}

function requestColumns(sql: RowSql, viewer: string): string {
  return `${sql.row(FeedbackRequest, 'r')} as request, ${userProfileSql(sql, 'su')} as sender, ${userProfileSql(sql, 'ru')} as receiver,
    ${linkedTodosSql('feedback_request_todo', 'request_id', 'r.id')} as todos,
    ${viewerRoleSql(viewer, 'r.workspace_id')} as role`;
}

function requestFromRead(sql: RowSql, row: RequestColumns, viewerId: string): Row<FeedbackRequest> {
  return feedbackRequestReadFacts.attach(sql.revive(FeedbackRequest, row.request), {
    viewer: { userId: viewerId, workspace: row.role ? { role: row.role } : null },
    sender: row.sender,
    receiver: row.receiver,
    todos: row.todos,
  });
}

const REQUEST_BY_ID = new ReadStatement<[viewerId: string, requestId: string], RequestColumns>(
  'feedback_request_by_id',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as request_id)
    select ${requestColumns(sql, 'params.viewer_id')}
    from params join feedback_request r on r.id = params.request_id
    join "user" su on su.id = r.register_id join "user" ru on ru.id = r.receiver_id`,
);

/** A request with its facts, cancelled ones included (a feedback still links them); null when missing. */
export async function readFeedbackRequest(
  em: EntityManager,
  viewerId: string,
  requestId: string,
): Promise<Row<FeedbackRequest> | null> {
  const [row] = await REQUEST_BY_ID.run(em, [viewerId, requestId]);
  return row ? requestFromRead(rowSql(em), row, viewerId) : null;
}

export interface RequestListQuery {
  viewerId: string;
  workspaceId: string;
  /** RECEIVED: open requests to the viewer (not rejected, not completed); SENT: the viewer's open ones, rejected included. */
  list: 'RECEIVED' | 'SENT';
  offset: number;
  size: number;
}

/** A page of the viewer's received or sent requests of a workspace, newest first. */
export async function readFeedbackRequestList(
  em: EntityManager,
  query: RequestListQuery,
): Promise<{ items: Row<FeedbackRequest>[]; total: number }> {
  const knex = em.getKnex();
  const page = knex('feedback_request as s')
    .select(
      's.id',
      knex.raw('count(*) over () as total'),
      knex.raw('row_number() over (order by s.register_date desc, s.id) as position'),
    )
    .where({ 's.workspace_id': query.workspaceId, 's.enable': true, 's.is_completed': false })
    .where(
      query.list === 'SENT'
        ? { 's.register_id': query.viewerId }
        : { 's.receiver_id': query.viewerId, 's.is_rejected': false },
    )
    .orderByRaw('s.register_date desc, s.id')
    .offset(query.offset)
    .limit(query.size);
  return requestPage(em, `feedback_requests_${query.list.toLowerCase()}`, page, query.viewerId);
}

async function requestPage(
  em: EntityManager,
  name: string,
  page: Knex.QueryBuilder,
  viewerId: string,
): Promise<{ items: Row<FeedbackRequest>[]; total: number }> {
  const sql = rowSql(em);
  const rows = await readPage<RequestColumns & { total: string }>(em, name, page, viewerId, (outer) =>
    outer
      .join('feedback_request as r', 'r.id', 'page.id')
      .join('user as su', 'su.id', 'r.register_id')
      .join('user as ru', 'ru.id', 'r.receiver_id')
      .select(em.getKnex().raw(`page.total, ${requestColumns(sql, 'params.viewer_id')}`)),
  );
  return { items: rows.map((row) => requestFromRead(sql, row, viewerId)), total: pageTotal(rows) };
}
