import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { rowSql, type Row, type RowSql } from '../../database/entity-row.js';
import { pageTotal, readPage, ReadStatement } from '../../database/read-statement.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';
import type { WorkspaceRole } from '../workspace/workspace-role.js';
import { Report } from './report.entity.js';
import type { ReportViewer } from './report.policy.js';
import { viewerRoleSql } from '../workspace/viewer-role.read.js';

/**
 * Reports on the read path (docs/architecture.md, "Reads"): a report row with its author, its
 * receivers and the viewer's standing, in one statement for a report, a page of the sent list or of
 * the received list. List rows leave the document out (its field loads it when asked).
 */
export interface ReceiverRow {
  user: UserProfileRow;
  isPrimary: boolean;
  isRead: boolean;
  readAt: Date | null;
  /** False once the receiver deleted it from their list. */
  enable: boolean;
  sentAt: Date;
}

export interface ReportFacts {
  viewer: ReportViewer;
  author: UserProfileRow;
  /** In the order they were added (by name among those added at once). */
  receivers: ReceiverRow[];
}

export const reportReadFacts = new ReadFacts<ReportFacts>();

/** A report as lists carry it (no document) or as the report query does (everything). */
export type ReportRoot = Omit<Row<Report>, 'content' | 'markdownContent' | 'workTime'> &
  Partial<Pick<Row<Report>, 'content' | 'markdownContent' | 'workTime'>>;

const LIST_COLUMNS = [
  'id',
  'title',
  'reportType',
  'register',
  'workspace',
  'owner',
  'ownerType',
  'isDraft',
  'startDate',
  'endDate',
  'sentAt',
  'registerDate',
  'updateDate',
  'enable',
  'authorDeleted',
] as const;

interface ReportColumns {
  report: unknown;
  author: UserProfileRow;
  receivers: (Omit<ReceiverRow, 'readAt' | 'sentAt'> & { readAt: string | null; sentAt: string })[];
  role: WorkspaceRole | null;
}

/** The columns of a report row: all of the report's, or `only` some (a list leaves the document out: LIST_COLUMNS). */
function reportColumns(sql: RowSql, viewer: string, only?: typeof LIST_COLUMNS): string {
  return `${sql.row(Report, 'r', only)} as report, ${userProfileSql(sql, 'au')} as author,
    coalesce((select json_agg(json_build_object('user', ${userProfileSql(sql, 'ru')}, 'isPrimary', rr.is_primary, 'isRead', rr.is_read,
        'readAt', rr.read_at, 'enable', rr.enable, 'sentAt', rr.sent_at) order by rr.register_date, ru.name, rr.id)
      from report_receiver rr join "user" ru on ru.id = rr.user_id where rr.report_id = r.id), '[]') as receivers,
    ${viewerRoleSql(viewer, 'r.workspace_id')} as role`;
}

function reportFromRead(sql: RowSql, row: ReportColumns, viewerId: string, only?: typeof LIST_COLUMNS): ReportRoot {
  const receivers = row.receivers.map((receiver) => ({
    ...receiver,
    readAt: receiver.readAt ? new Date(receiver.readAt) : null,
    sentAt: new Date(receiver.sentAt),
  }));
  const isReceiver = receivers.some((receiver) => receiver.user.id === viewerId && receiver.enable);
  return reportReadFacts.attach(sql.revive(Report, row.report, only) as ReportRoot, {
    viewer: { userId: viewerId, workspace: row.role ? { role: row.role } : null, isReceiver },
    author: row.author,
    receivers,
  });
}

const REPORT_BY_ID = new ReadStatement<[viewerId: string, reportId: string], ReportColumns>(
  'report_by_id',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as report_id)
    select ${reportColumns(sql, 'params.viewer_id')}
    from params join report r on r.id = params.report_id and r.enable join "user" au on au.id = r.register_id`,
);

/** A report with its facts for the viewer, or null when missing or deleted. */
export async function readReport(em: EntityManager, viewerId: string, reportId: string): Promise<Row<Report> | null> {
  const [row] = await REPORT_BY_ID.run(em, [viewerId, reportId]);
  return row ? (reportFromRead(rowSql(em), row, viewerId) as Row<Report>) : null;
}

export interface ReportListQuery {
  viewerId: string;
  workspaceId: string;
  offset: number;
  size: number;
  /** Only drafts (true), only reports sent at least once (false), or both (null or absent). */
  drafts?: boolean | null;
}

/** The viewer's own reports of a workspace, newest first (not those they deleted after sending): drafts, sent ones, or both. */
export function readSentReports(em: EntityManager, query: ReportListQuery) {
  const knex = em.getKnex();
  const page = knex('report as s')
    .select(
      's.id',
      knex.raw('count(*) over () as total'),
      knex.raw('row_number() over (order by s.register_date desc, s.id) as position'),
    )
    .where({
      's.workspace_id': query.workspaceId,
      's.register_id': query.viewerId,
      's.enable': true,
      's.author_deleted': false,
    })
    .modify((builder) => {
      if (query.drafts !== undefined && query.drafts !== null) builder.where('s.is_draft', query.drafts);
    })
    .orderByRaw('s.register_date desc, s.id')
    .offset(query.offset)
    .limit(query.size);
  return reportPage(em, 'sent_reports', page, query.viewerId);
}

/** Reports sent to the viewer in a workspace and still on their list, last sent first. */
export function readReceivedReports(em: EntityManager, query: ReportListQuery) {
  const knex = em.getKnex();
  const page = knex('report_receiver as mine')
    .join('report as s', 's.id', 'mine.report_id')
    .select(
      's.id',
      knex.raw('count(*) over () as total'),
      knex.raw('row_number() over (order by mine.sent_at desc, s.id) as position'),
    )
    .where({
      'mine.user_id': query.viewerId,
      'mine.enable': true,
      's.workspace_id': query.workspaceId,
      's.enable': true,
    })
    .orderByRaw('mine.sent_at desc, s.id')
    .offset(query.offset)
    .limit(query.size);
  return reportPage(em, 'received_reports', page, query.viewerId);
}

async function reportPage(
  em: EntityManager,
  name: string,
  page: Knex.QueryBuilder,
  viewerId: string,
): Promise<{ items: ReportRoot[]; total: number }> {
  const sql = rowSql(em);
  const rows = await readPage<ReportColumns & { total: string }>(em, name, page, viewerId, (outer) =>
    outer
      .join('report as r', 'r.id', 'page.id')
      .join('user as au', 'au.id', 'r.register_id')
      .select(em.getKnex().raw(`page.total, ${reportColumns(sql, 'params.viewer_id', LIST_COLUMNS)}`)),
  );
  return { items: rows.map((row) => reportFromRead(sql, row, viewerId, LIST_COLUMNS)), total: pageTotal(rows) };
}

const UNREAD_RECEIVED = new ReadStatement<[viewerId: string, workspaceId: string], { count: string }>(
  'unread_received_reports',
  () => `select count(*) as count from report_receiver rr join report r on r.id = rr.report_id and r.enable
    where rr.user_id = ?::uuid and r.workspace_id = ?::uuid and rr.enable and not rr.is_read`,
);

/** How many reports on the viewer's received list of a workspace are unread (the sidebar's dot). */
export async function countUnreadReceived(em: EntityManager, viewerId: string, workspaceId: string): Promise<number> {
  const [row] = await UNREAD_RECEIVED.run(em, [viewerId, workspaceId]);
  return Number(row?.count ?? 0);
}
