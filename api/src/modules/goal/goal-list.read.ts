import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql, type Row } from '../../database/entity-row.js';
import { preparedName } from '../../database/read-statement.js';
import { ReadFacts } from '../../kernel/read-facts.js';
import { Project } from '../project/project.entity.js';
import { Team } from '../team/team.entity.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';
import { userTeamIdsSql, withWorkItemFacts, workItemFactsSql } from '../work-item/work-item.read.js';
import { Goal } from './goal.entity.js';
import { countOnly, goalListBuilder, type GoalListQuery } from './goal-list.query.js';

/** What a goal row of the read path carries for its fields besides the access facts (work-item.read.ts). */
export interface GoalFacts {
  leader: UserProfileRow | null;
  participants: UserProfileRow[];
  /** The project while it lives, carrying its own access facts. */
  project: Row<Project> | null;
  viewerHidden: boolean;
}

export const goalReadFacts = new ReadFacts<GoalFacts>();

type FactsJson = Parameters<typeof withWorkItemFacts>[2];

interface GoalListColumns {
  total: string;
  goal: unknown;
  team: unknown;
  facts: FactsJson;
  leader: UserProfileRow | null;
  participants: UserProfileRow[];
  project: { project: unknown; team: unknown; facts: FactsJson } | null;
  hidden: boolean;
  viewer_team_ids: string[];
}

/** One page of a goal list with everything its rows show, in one statement (prepared per shape of the filter). */
export async function readGoalList(em: EntityManager, query: GoalListQuery): Promise<{ items: Row<Goal>[]; total: number }> {
  const knex = em.getKnex();
  const sql = rowSql(em);
  const viewer = 'params.viewer_id';
  const builder = goalListBuilder(em, query)
    .crossJoin(knex.raw('(select ?::uuid as viewer_id) as params', [query.viewerId]))
    .select(
      knex.raw(`${sql.row(Goal, 'g')} as goal, ${sql.row(Team, 't')} as team, ${workItemFactsSql('goal', 'g', viewer, 't.workspace_id')} as facts,
        (select ${userProfileSql(sql, 'lu')} from "user" lu where lu.id = g.leader_id and lu.enable) as leader,
        coalesce((select json_agg(${userProfileSql(sql, 'pu')} order by gp.register_date) from goal_participant gp
          join "user" pu on pu.id = gp.user_id and pu.enable where gp.goal_id = g.id), '[]') as participants,
        (select json_build_object('project', ${sql.row(Project, 'pr')}, 'team', ${sql.row(Team, 'prt')}, 'facts', ${workItemFactsSql('project', 'pr', viewer, 'prt.workspace_id')})
          from project pr join team prt on prt.id = pr.team_id and prt.enable join workspace prw on prw.id = prt.workspace_id and prw.enable
          where pr.id = g.project_id and pr.enable) as project,
        exists (select 1 from user_goal_visibility v where v.goal_id = g.id and v.user_id = ${viewer} and v.is_hidden) as hidden,
        to_json(${userTeamIdsSql(viewer)}) as viewer_team_ids`),
    );
  const rows: GoalListColumns[] = await builder.options({ name: preparedName('goal_list', builder.toSQL().sql) });
  const viewerFacts = { userId: query.viewerId, teamIds: new Set(rows[0]?.viewer_team_ids) };
  const items = rows.map((row) => {
    const project = row.project && withWorkItemFacts(sql.revive(Project, row.project.project), sql.revive(Team, row.project.team), row.project.facts, viewerFacts);
    const goal = withWorkItemFacts(sql.revive(Goal, row.goal), sql.revive(Team, row.team), row.facts, viewerFacts);
    return goalReadFacts.attach(goal, { leader: row.leader, participants: row.participants, project, viewerHidden: row.hidden });
  });
  return { items, total: rows.length ? Number(rows[0].total) : await countOnly(em, query) };
}
