import type { EntityManager } from '@mikro-orm/postgresql';
import { rowSql, type Row } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { Team } from '../team/team.entity.js';
import {
  rowViewer,
  userTeamIdsSql,
  withWorkItemFacts,
  workItemFactsSql,
  type WorkItemFactsJson,
} from '../work-item/work-item.read.js';
import { Project } from './project.entity.js';

interface ProjectReadColumns {
  project: unknown;
  team: unknown;
  facts: WorkItemFactsJson;
  viewer_team_ids: string[];
}

const PROJECT_BY_ID = new ReadStatement<[viewerId: string, projectId: string], ProjectReadColumns>(
  'project_by_id',
  (sql) => `with params as (select ?::uuid as viewer_id, ?::uuid as project_id)
    select ${sql.row(Project, 'pr')} as project, ${sql.row(Team, 't')} as team,
      ${workItemFactsSql('project', 'pr', 'params.viewer_id', 't.workspace_id')} as facts, to_json(${userTeamIdsSql('params.viewer_id')}) as viewer_team_ids
    from params join project pr on pr.id = params.project_id and pr.enable
    join team t on t.id = pr.team_id and t.enable join workspace w on w.id = t.workspace_id and w.enable`,
);

/** A live project (enabled, its team and workspace enabled) carrying its access facts for the viewer, in one statement; null otherwise. */
export async function readProject(
  em: EntityManager,
  viewerId: string,
  projectId: string,
): Promise<Row<Project> | null> {
  const [row] = await PROJECT_BY_ID.run(em, [viewerId, projectId]);
  if (!row) return null;
  const sql = rowSql(em);
  return withWorkItemFacts(
    sql.revive(Project, row.project),
    sql.revive(Team, row.team),
    row.facts,
    rowViewer(viewerId, row),
  );
}
