import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { rowSql, type Row, type RowSql } from '../../database/entity-row.js';
import { pageTotal, readPage, ReadStatement } from '../../database/read-statement.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import { threadFromRows, threadJsonSql, type CommentThreadRows, type ThreadColumns } from '../comment/comment.read.js';
import { reactionGroupsSql, type ReactionGroupRow } from '../reaction/reaction.read.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';
import type { WorkspaceRole } from '../workspace/workspace-role.js';
import { Feedback } from './feedback.entity.js';
import type { FeedbackViewer } from './feedback.policy.js';
import { linkedTodosSql, type FeedbackTodoRow } from './feedback-todo.read.js';
import { viewerRoleSql } from '../workspace/viewer-role.read.js';

/**
 * Feedback on the read path (docs/architecture.md, "Reads"): a feedback row with its two people,
 * its request, core values, to-dos, reactions, comment thread and the viewer's own standing (their
 * bookmark, their membership), in one statement for one feedback or a page of a list.
 */
export interface FeedbackValueRow {
  id: string;
  name: string;
  /** False once the value was deleted while in use: old feedback keeps it. */
  enable: boolean;
  isPositive: boolean;
}

export interface LinkedRequestRow {
  id: string;
  content: string;
  isRejected: boolean;
  isCompleted: boolean;
  enable: boolean;
}

export interface FeedbackFacts {
  viewer: FeedbackViewer;
  sender: UserProfileRow;
  receiver: UserProfileRow;
  request: LinkedRequestRow | null;
  values: FeedbackValueRow[];
  todos: FeedbackTodoRow[];
  reactions: ReactionGroupRow[];
  comments: CommentThreadRows;
  /** The viewer's bookmark (only a receiver has one). */
  bookmark: { isBookmarked: boolean; bookmarkUpdateDate: Date | null };
}

export const feedbackReadFacts = new ReadFacts<FeedbackFacts>();

interface FeedbackColumns {
  feedback: unknown;
  sender: UserProfileRow;
  receiver: UserProfileRow;
  request: LinkedRequestRow | null;
  core_values: FeedbackValueRow[];
  todos: FeedbackTodoRow[];
  reactions: ReactionGroupRow[];
  comments: ThreadColumns[];
  setting: { isBookmarked: boolean; bookmarkUpdateDate: string | null; isHidden: boolean } | null;
  role: WorkspaceRole | null;
}

// Joins: sender `su`, receiver `ru` of feedback `f`.
function feedbackColumns(sql: RowSql, viewer: string): string {
  return `${sql.row(Feedback, 'f')} as feedback, ${userProfileSql(sql, 'su')} as sender, ${userProfileSql(sql, 'ru')} as receiver,
    (select json_build_object('id', fr.id, 'content', fr.content, 'isRejected', fr.is_rejected, 'isCompleted', fr.is_completed, 'enable', fr.enable)
      from feedback_request fr where fr.id = f.request_id) as request,
    coalesce((select json_agg(json_build_object('id', cv.id, 'name', cv.name, 'enable', cv.enable, 'isPositive', fcv.is_positive) order by cv.name, cv.id)
      from feedback_core_value fcv join workspace_core_value cv on cv.id = fcv.core_value_id where fcv.feedback_id = f.id), '[]') as core_values,
    ${linkedTodosSql('feedback_todo', 'feedback_id', 'f.id')} as todos,
    ${reactionGroupsSql(sql, 'feedback', 'f.id')} as reactions,
    ${threadJsonSql(sql, 'feedback', 'f.id')} as comments,
    (select json_build_object('isBookmarked', us.is_bookmarked, 'bookmarkUpdateDate', us.bookmark_update_date, 'isHidden', us.is_hidden)
      from user_feedback_setting us where us.feedback_id = f.id and us.user_id = ${viewer}) as setting,
    ${viewerRoleSql(viewer, 'f.workspace_id')} as role`;
}

const FEEDBACK_JOINS = `join "user" su on su.id = f.register_id join "user" ru on ru.id = f.receiver_id`;

function feedbackFromRead(sql: RowSql, row: FeedbackColumns, viewerId: string): Row<Feedback> {
  return feedbackReadFacts.attach(sql.revive(Feedback, row.feedback), {
    viewer: { userId: viewerId, workspace: row.role ? { role: row.role } : null },
    sender: row.sender,
    receiver: row.receiver,
    request: row.request,
    values: row.core_values,
    todos: row.todos,
    reactions: row.reactions,
    comments: threadFromRows(sql, row.comments),
    bookmark: {
      isBookmarked: row.setting?.isBookmarked ?? false,
      bookmarkUpdateDate: row.setting?.bookmarkUpdateDate ? new Date(row.setting.bookmarkUpdateDate) : null,
    },
  });
}

const FEEDBACK_BY_ID = new ReadStatement<[viewerId: string, feedbackId: string], FeedbackColumns>(
  'feedback_by_id',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as feedback_id)
    select ${feedbackColumns(sql, 'params.viewer_id')}
    from params join feedback f on f.id = params.feedback_id and f.enable ${FEEDBACK_JOINS}
    where not exists (select 1 from user_feedback_setting hs where hs.feedback_id = f.id and hs.user_id = params.viewer_id and hs.is_hidden)`,
);

/** A feedback with its facts for the viewer; null when missing, deleted, or deleted by the viewer from their lists. */
export async function readFeedback(
  em: EntityManager,
  viewerId: string,
  feedbackId: string,
): Promise<Row<Feedback> | null> {
  const [row] = await FEEDBACK_BY_ID.run(em, [viewerId, feedbackId]);
  return row ? feedbackFromRead(rowSql(em), row, viewerId) : null;
}

export type FeedbackList = 'RECEIVED' | 'SENT' | 'BOOKMARKED';

export interface FeedbackListQuery {
  viewerId: string;
  workspaceId: string;
  list: FeedbackList;
  offset: number;
  size: number;
}

/**
 * A page of one of the viewer's feedback lists of a workspace, leaving out what they deleted:
 * received and sent newest first, bookmarked (received ones) by the newest bookmark.
 */
export async function readFeedbackList(
  em: EntityManager,
  query: FeedbackListQuery,
): Promise<{ items: Row<Feedback>[]; total: number }> {
  const knex = em.getKnex();
  const order = query.list === 'BOOKMARKED' ? 'mine.bookmark_update_date desc, s.id' : 's.register_date desc, s.id';
  const page = knex('feedback as s')
    .leftJoin('user_feedback_setting as mine', (join) =>
      join.on('mine.feedback_id', 's.id').andOnVal('mine.user_id', '=', query.viewerId),
    )
    .select(
      's.id',
      knex.raw('count(*) over () as total'),
      knex.raw(`row_number() over (order by ${order}) as position`),
    )
    .where({ 's.workspace_id': query.workspaceId, 's.enable': true })
    .whereRaw('coalesce(mine.is_hidden, false) = false')
    .where(query.list === 'SENT' ? { 's.register_id': query.viewerId } : { 's.receiver_id': query.viewerId })
    .orderByRaw(order)
    .offset(query.offset)
    .limit(query.size);
  if (query.list === 'BOOKMARKED') page.where('mine.is_bookmarked', true);
  return feedbackPage(em, `feedback_${query.list.toLowerCase()}`, page, query.viewerId);
}

async function feedbackPage(
  em: EntityManager,
  name: string,
  page: Knex.QueryBuilder,
  viewerId: string,
): Promise<{ items: Row<Feedback>[]; total: number }> {
  const sql = rowSql(em);
  const rows = await readPage<FeedbackColumns & { total: string }>(em, name, page, viewerId, (outer) =>
    outer
      .join('feedback as f', 'f.id', 'page.id')
      .join('user as su', 'su.id', 'f.register_id')
      .join('user as ru', 'ru.id', 'f.receiver_id')
      .select(em.getKnex().raw(`page.total, ${feedbackColumns(sql, 'params.viewer_id')}`)),
  );
  return { items: rows.map((row) => feedbackFromRead(sql, row, viewerId)), total: pageTotal(rows) };
}

export interface FeedbackCounts {
  received: number;
  unreadReceived: number;
  sent: number;
  receivedRequests: number;
  sentRequests: number;
}

const FEEDBACK_COUNTS = new ReadStatement<
  [viewerId: string, workspaceId: string],
  Record<keyof FeedbackCounts, string>
>(
  'feedback_counts',
  () => `with params as (select ?::uuid as viewer_id, ?::uuid as workspace_id),
    visible as (select f.register_id, f.receiver_id, f.is_read from params join feedback f on f.workspace_id = params.workspace_id and f.enable
      and (f.receiver_id = params.viewer_id or f.register_id = params.viewer_id)
      where not exists (select 1 from user_feedback_setting hs where hs.feedback_id = f.id and hs.user_id = params.viewer_id and hs.is_hidden))
    select (select count(*) from visible, params where receiver_id = viewer_id) as "received",
      (select count(*) from visible, params where receiver_id = viewer_id and not is_read) as "unreadReceived",
      (select count(*) from visible, params where register_id = viewer_id) as "sent",
      (select count(*) from params join feedback_request fr on fr.receiver_id = params.viewer_id and fr.workspace_id = params.workspace_id
        and fr.enable and not fr.is_rejected and not fr.is_completed) as "receivedRequests",
      (select count(*) from params join feedback_request fr on fr.register_id = params.viewer_id and fr.workspace_id = params.workspace_id
        and fr.enable and not fr.is_completed) as "sentRequests"`,
);

/** The sizes of the viewer's four tabs of a workspace, and their unread received feedback, in one statement. */
export async function readFeedbackCounts(
  em: EntityManager,
  viewerId: string,
  workspaceId: string,
): Promise<FeedbackCounts> {
  const [row] = await FEEDBACK_COUNTS.run(em, [viewerId, workspaceId]);
  return {
    received: Number(row.received),
    unreadReceived: Number(row.unreadReceived),
    sent: Number(row.sent),
    receivedRequests: Number(row.receivedRequests),
    sentRequests: Number(row.sentRequests),
  };
}
