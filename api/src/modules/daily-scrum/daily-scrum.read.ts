import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql, type Row, type RowSql } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import { threadFromRows, threadJsonSql, type CommentThreadRows, type ThreadColumns } from '../comment/comment.read.js';
import { reactionGroupsSql, type ReactionGroupRow } from '../reaction/reaction.read.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';
import type { WorkspaceRole } from '../workspace/workspace-role.js';
import { DailyScrum, DailyScrumItem } from './daily-scrum.entity.js';
import type { ScrumViewer } from './daily-scrum.policy.js';
import { viewerRoleSql } from '../workspace/viewer-role.read.js';

/**
 * The daily scrum on the read path: a day's scrum with the team's members (who posted), every item
 * with its author, reactions and comment thread, and the viewer's standing, in one statement.
 */
export interface ScrumItemFacts {
  author: UserProfileRow;
  reactions: ReactionGroupRow[];
  comments: CommentThreadRows;
  viewer: ScrumViewer;
  scrumDate: string;
}

export interface ScrumFacts {
  viewer: ScrumViewer;
  members: UserProfileRow[];
  items: Row<DailyScrumItem>[];
}

export const scrumReadFacts = new ReadFacts<ScrumFacts>();
export const scrumItemReadFacts = new ReadFacts<ScrumItemFacts>();

interface ItemColumns {
  item: unknown;
  author: UserProfileRow;
  reactions: ReactionGroupRow[];
  comments: ThreadColumns[];
}

interface ScrumColumns {
  scrum: unknown;
  members: UserProfileRow[];
  items: ItemColumns[];
  role: WorkspaceRole | null;
  in_team: boolean;
}

/** The viewer's standing in the team `team` (an SQL expression of its id). */
const viewerColumns = (team: string, workspace: string, viewer: string) =>
  `${viewerRoleSql(viewer, workspace)} as role,
    exists (select 1 from team_member tm where tm.team_id = ${team} and tm.user_id = ${viewer} and tm.enable) as in_team`;

const SCRUM_VIEW = new ReadStatement<[viewerId: string, scrumId: string], ScrumColumns>(
  'daily_scrum_view',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as scrum_id)
    select ${sql.row(DailyScrum, 's')} as scrum,
      coalesce((select json_agg(${userProfileSql(sql, 'mu')} order by mu.name, mu.id) from team_member tm
        join "user" mu on mu.id = tm.user_id and mu.enable where tm.team_id = s.team_id and tm.enable), '[]') as members,
      coalesce((select json_agg(json_build_object('item', ${sql.row(DailyScrumItem, 'i')}, 'author', ${userProfileSql(sql, 'iu')},
          'reactions', ${reactionGroupsSql(sql, 'dailyScrumItem', 'i.id')}, 'comments', ${threadJsonSql(sql, 'dailyScrumItem', 'i.id')}) order by i.register_date, i.id)
        from daily_scrum_item i join "user" iu on iu.id = i.user_id where i.daily_scrum_id = s.id and i.enable), '[]') as items,
      ${viewerColumns('s.team_id', 't.workspace_id', 'params.viewer_id')}
    from params join daily_scrum s on s.id = params.scrum_id
    join team t on t.id = s.team_id and t.enable join workspace w on w.id = t.workspace_id and w.enable`,
);

/** A scrum with its members, items and the viewer's standing; null when its team or workspace is gone. */
export async function readScrum(em: EntityManager, viewerId: string, scrumId: string): Promise<Row<DailyScrum> | null> {
  const [row] = await SCRUM_VIEW.run(em, [viewerId, scrumId]);
  if (!row) return null;
  const sql = rowSql(em);
  const scrum = sql.revive(DailyScrum, row.scrum);
  const viewer: ScrumViewer = {
    userId: viewerId,
    workspace: row.role ? { role: row.role } : null,
    inTeam: row.in_team,
  };
  const items = row.items.map((columns) => itemFromRead(sql, columns, viewer, scrum.date));
  return scrumReadFacts.attach(scrum, { viewer, members: row.members, items });
}

function itemFromRead(sql: RowSql, columns: ItemColumns, viewer: ScrumViewer, scrumDate: string): Row<DailyScrumItem> {
  return scrumItemReadFacts.attach(sql.revive(DailyScrumItem, columns.item), {
    author: columns.author,
    reactions: columns.reactions,
    comments: threadFromRows(sql, columns.comments),
    viewer,
    scrumDate,
  });
}

const ITEM_BY_ID = new ReadStatement<
  [viewerId: string, itemId: string],
  ItemColumns & { team_id: string; scrum_date: string; role: WorkspaceRole | null; in_team: boolean }
>(
  'daily_scrum_item_by_id',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as item_id)
    select ${sql.row(DailyScrumItem, 'i')} as item, ${userProfileSql(sql, 'iu')} as author,
      ${reactionGroupsSql(sql, 'dailyScrumItem', 'i.id')} as reactions, ${threadJsonSql(sql, 'dailyScrumItem', 'i.id')} as comments,
      s.team_id, to_char(s.scrum_date, 'YYYY-MM-DD') as scrum_date, ${viewerColumns('s.team_id', 't.workspace_id', 'params.viewer_id')}
    from params join daily_scrum_item i on i.id = params.item_id and i.enable join "user" iu on iu.id = i.user_id
    join daily_scrum s on s.id = i.daily_scrum_id join team t on t.id = s.team_id and t.enable join workspace w on w.id = t.workspace_id and w.enable`,
);

/** An item with its facts for the viewer, and its scrum's team and day; null when missing or deleted. */
export async function readScrumItem(
  em: EntityManager,
  viewerId: string,
  itemId: string,
): Promise<{ item: Row<DailyScrumItem>; teamId: string; date: string } | null> {
  const [row] = await ITEM_BY_ID.run(em, [viewerId, itemId]);
  if (!row) return null;
  const viewer: ScrumViewer = {
    userId: viewerId,
    workspace: row.role ? { role: row.role } : null,
    inTeam: row.in_team,
  };
  return { item: itemFromRead(rowSql(em), row, viewer, row.scrum_date), teamId: row.team_id, date: row.scrum_date };
}
