import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { QUICK_FIND_KINDS, quickFindMatch, quickFindText, type QuickFindKind } from '@domain/quick-find.js';
import { foldedContainsSql, foldedPatternSql, foldSql } from '../../database/folded-search.js';
import { preparedName } from '../../database/read-statement.js';
import { readableNotes } from '../note/drive.query.js';
import { whereTitleVisible } from '../todo/readable-todos.query.js';
import { GOAL_TABLES, PROJECT_TABLES, whereReadable } from '../work-item/readable-work-items.query.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';

/** What the viewer asks the quick switcher. */
export interface QuickFindQuery {
  viewerId: string;
  /** The one workspace of a token bound to it (issue 18): hits of other workspaces stay out. */
  boundWorkspaceId: string | null;
  text: string;
  /** Hits of each kind at most. */
  size: number;
}

/** One hit: a goal, project, note, to-do or person, with where it lives. */
export interface QuickFindRow {
  kind: QuickFindKind;
  id: string;
  title: string;
  workspace_id: string | null;
  workspace_name: string | null;
  /** For a person: a team of the workspace that both are in (their member page), else null. */
  team_id: string | null;
}

const ACTIVE = ACTIVE_ROLES.map((role) => `'${role}'`).join(', ');

/** How a title or name matches (both folded), best first: the whole text, its start, the start of a word, any part. */
const RANK = (
  column: string,
) => `case when ${foldSql(column)} = ${foldSql('?')} then 0 when strpos(${foldSql(column)}, ${foldSql('?')}) = 1 then 1
  when strpos(' ' || ${foldSql(column)}, ' ' || ${foldSql('?')}) > 0 then 2 else 3 end`;

/**
 * The quick switcher's hits (issue 13) in one SQL statement: for each kind, the best `size` of what
 * the viewer may read whose title or name matches, each kind through its own read rule in SQL
 * (work items: readable-work-items.query.ts; notes: the drive's; to-dos: readUnmasked; people: active
 * members of a workspace the viewer is an active member of). Titles and names match without regard
 * to accents or case, through pg_trgm GIN indexes over their folded forms (database/folded-search.ts);
 * PostgreSQL reads them, or the few rows the viewer may see at all (a team's projects, the colleagues' to-dos, the workspaces' members) when those are fewer: never a
 * whole table (quick-find-scale.test.ts, at 100k items). See domain/quick-find.ts for what a text matches.
 *
 * A prepared statement per shape (substring or word start, bound or not): planning this statement
 * costs more than running it, and the plan does not hinge on the pattern (PostgreSQL's generic plan
 * takes a pattern to match few rows, which is what the trigram indexes are for).
 */
export async function quickFind(em: EntityManager, query: QuickFindQuery): Promise<QuickFindRow[]> {
  const statement = quickFindStatement(em, query);
  if (!statement) return [];
  const result: { rows: QuickFindRow[] } = await em
    .getKnex()
    .raw(statement.sql, statement.bindings)
    .options({ name: preparedName('quick_find', statement.sql) });
  return result.rows;
}

/** The statement of {@link quickFind} (null when the text is too short to search), for it and for the plan test. */
export function quickFindStatement(
  em: EntityManager,
  query: QuickFindQuery,
): { sql: string; bindings: Knex.Value[] } | null {
  const text = quickFindText(query.text);
  const match = quickFindMatch(text);
  if (match === 'none') return null;
  const knex = em.getKnex();
  /** Items: any part from three characters, the start of a word with two; accents and case aside (database/folded-search.ts). */
  const itemMatch = (column: string) =>
    match === 'substring'
      ? knex.raw(foldedContainsSql(column), [text])
      : knex.raw(
          `(${foldSql(column)} like ${foldedPatternSql('', '%')} or ${foldSql(column)} like ${foldedPatternSql('% ', '%')})`,
          [text, text],
        );
  const hit = (
    kind: QuickFindKind,
    alias: string,
    title: string,
    workspace: string,
    team: { sql: string; bindings: Knex.Value[] } = { sql: 'null::uuid', bindings: [] },
  ) =>
    knex.raw(
      `'${kind}' as kind, ${alias}.id, ${title} as title, ${workspace}.id as workspace_id, ${workspace}.name as workspace_name, ${team.sql} as team_id, ${RANK(title)} as rank`,
      [...team.bindings, text, text, text],
    );
  const order = (title: string, recency: string) =>
    `rank, char_length(${title}), ${recency} desc nulls last, ${title}, id`;
  const bound = query.boundWorkspaceId;
  const { viewerId, size } = query;

  const goals = whereReadable(knex, knex('goal as g'), GOAL_TABLES, viewerId)
    .select(hit('GOAL', 'g', 'g.title', 'w'), 'g.update_date as recency')
    .where(itemMatch('g.title'));
  if (bound) goals.where('t.workspace_id', bound);

  const projects = whereReadable(knex, knex('project as p'), PROJECT_TABLES, viewerId)
    .select(hit('PROJECT', 'p', 'p.name', 'w'), 'p.update_date as recency')
    .where(itemMatch('p.name'));
  if (bound) projects.where('t.workspace_id', bound);

  const notes = readableNotes(knex, viewerId)
    .select(hit('NOTE', 'n', 'n.title', 'nw'), 'n.update_date as recency')
    .where(itemMatch('n.title'));
  if (bound) notes.where('n.workspace_id', bound);

  // A to-do lives in the workspace of its live goal (database/workspace-of.ts), named only to its members.
  // Only the viewer's and their colleagues' to-dos can pass the rule: saying so first, as one array
  // computed once, keeps the rule's goal checks to those few rows, not every title that matches, and
  // lets PostgreSQL read the owners' to-dos (todo_user_open_index) or the titles' trigrams, once.
  const owners = knex.raw(
    `td.user_id = any(array(select ?::uuid union select ob.user_id from workspace_member oa join workspace ow on ow.id = oa.workspace_id and ow.enable
      join workspace_member ob on ob.workspace_id = oa.workspace_id and ob.enable and ob.role in (${ACTIVE})
      where oa.user_id = ? and oa.enable and oa.role in (${ACTIVE})))`,
    [viewerId, viewerId],
  );
  const todos = whereTitleVisible(knex, knex('todo as td').where(owners), viewerId, 'td')
    .joinRaw(
      `left join goal tg on tg.id = td.goal_id and tg.enable left join team tgt on tgt.id = tg.team_id and tgt.enable
      left join workspace tgw on tgw.id = tgt.workspace_id and tgw.enable
        and exists (select 1 from workspace_member tgm where tgm.workspace_id = tgt.workspace_id and tgm.user_id = ? and tgm.enable and tgm.role in (${ACTIVE}))`,
      [viewerId],
    )
    .select(hit('TODO', 'td', 'td.title', 'tgw'), 'td.update_date as recency')
    .where(itemMatch('td.title'));
  if (bound) todos.where('tgw.id', bound);

  // People by any part of the name from two characters, through the viewer's memberships (bounded by
  // the size of their workspaces) or the name's trigram index, whichever PostgreSQL finds cheaper. Once
  // each: with the workspace where the two share a team when there is one (the member page), else
  // the first by name.
  const memberships = knex('workspace_member as sa')
    .join('workspace as sw', (join) => join.on('sw.id', 'sa.workspace_id').andOnVal('sw.enable', true))
    .join('workspace_member as sb', (join) => join.on('sb.workspace_id', 'sa.workspace_id').andOnVal('sb.enable', true))
    .join('user as u', (join) => join.on('u.id', 'sb.user_id').andOnVal('u.enable', true))
    .distinctOn('u.id')
    .select(
      hit('PERSON', 'u', 'u.name', 'sw', {
        sql: `(${SHARED_TEAM('vt.team_id', 'sw.id')} order by st.name, st.id limit 1)`,
        bindings: [viewerId],
      }),
      knex.raw('null::timestamptz as recency'),
    )
    .where({ 'sa.user_id': viewerId, 'sa.enable': true })
    .whereIn('sa.role', [...ACTIVE_ROLES])
    .whereIn('sb.role', [...ACTIVE_ROLES])
    .where(knex.raw(foldedContainsSql('u.name'), [text]))
    .orderByRaw(`u.id, exists (${SHARED_TEAM('1', 'sw.id')}) desc, sw.name, sw.id`, [viewerId]);
  if (bound) memberships.where('sw.id', bound);
  const people = knex.select('*').from(memberships.as('people'));

  const kinds: [Knex.QueryBuilder, string][] = [
    [goals, 'g.title'],
    [projects, 'p.name'],
    [notes, 'n.title'],
    [todos, 'td.title'],
    [people, 'title'],
  ];
  const parts = kinds.map(([builder, title]) => builder.orderByRaw(order(title, 'recency')).limit(size).toSQL());
  const kindOrder = `array_position(array[${QUICK_FIND_KINDS.map((kind) => `'${kind}'`).join(', ')}], hits.kind)`;
  const sql = `select hits.kind, hits.id, hits.title, hits.workspace_id, hits.workspace_name, hits.team_id
    from (${parts.map((part) => `(${part.sql})`).join(' union all ')}) hits
    order by ${kindOrder}, hits.rank, char_length(hits.title), hits.recency desc nulls last, hits.title, hits.id`;
  return { sql, bindings: parts.flatMap((part) => part.bindings as Knex.Value[]) };
}

/**
 * Selects `what` of a team of workspace `workspace` that the viewer (team member `vt`, bound as the
 * statement's next parameter) and person `u` are both in (`st`: the team).
 */
const SHARED_TEAM = (what: string, workspace: string) => `select ${what} from team_member vt
  join team st on st.id = vt.team_id and st.enable and st.workspace_id = ${workspace}
  join team_member ut on ut.team_id = vt.team_id and ut.user_id = u.id and ut.enable where vt.user_id = ? and vt.enable`;
