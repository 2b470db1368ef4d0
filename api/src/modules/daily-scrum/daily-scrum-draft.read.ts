import type { EntityManager } from '@mikro-orm/postgresql';
import type { ScrumBlocker, ScrumLine } from '@domain/daily-scrum.js';
import { ReadStatement } from '../../database/read-statement.js';

export interface ScrumDraft {
  done: ScrumLine[];
  today: ScrumLine[];
  blockers: ScrumBlocker[];
  note: string;
}

// Done: the viewer's to-dos completed on the day before or on the day itself (before the scrum), in
// their time zone: done means completed. Today: those planned on the day and not completed, then
// those planned (in blocks) on the day before and not completed since, carried over: still to do,
// never reported as done. Only public to-dos with no
// goal or a goal of the team's workspace: what the team may read. Blockers: those of their last item before the day in
// this team, but for one whose linked to-do has been completed since. Note: the team's default template.
const DRAFT = new ReadStatement<[viewerId: string, teamId: string, day: string, timezone: string], ScrumDraft>(
  'daily_scrum_draft',
  () => `with params as (select ?::uuid as viewer_id, ?::uuid as team_id, ?::date as day, ?::text as tz),
    team_scope as (select t.workspace_id from params join team t on t.id = params.team_id),
    mine as (select td.id, td.title, td.complete_date, td.register_date from params
      join todo td on td.user_id = params.viewer_id and td.enable and td.is_public and td.cancelled_date is null
      where td.goal_id is null or exists (select 1 from goal g join team gt on gt.id = g.team_id where g.id = td.goal_id and gt.workspace_id = (select workspace_id from team_scope)))
    select
      coalesce((select json_agg(json_build_object('text', m.title, 'todoId', m.id) order by m.register_date, m.id) from mine m, params
        where (m.complete_date at time zone params.tz)::date between params.day - 1 and params.day), '[]') as done,
      coalesce((select json_agg(json_build_object('text', l.title, 'todoId', l.id) order by l.carried, l.register_date, l.id) from (
        select m.*, not exists (select 1 from planner p where p.todo_id = m.id and p.enable and p.planner_date = params.day) as carried from mine m, params
        where m.complete_date is null and (exists (select 1 from planner p where p.todo_id = m.id and p.enable and p.planner_date = params.day)
          or exists (select 1 from planner p where p.todo_id = m.id and p.enable and p.planner_date = params.day - 1 and cardinality(p.blocks) > 0))) l), '[]') as today,
      coalesce((select jsonb_agg(blocker) from (select i.blockers from params join daily_scrum s on s.team_id = params.team_id and s.scrum_date < params.day
          join daily_scrum_item i on i.daily_scrum_id = s.id and i.user_id = params.viewer_id and i.enable
          order by s.scrum_date desc limit 1) last, jsonb_array_elements(last.blockers) blocker
        where blocker->>'todoId' is null
          or not exists (select 1 from todo bt where bt.id = (blocker->>'todoId')::uuid and bt.complete_date is not null)), '[]') as blockers,
      coalesce((select dt.content from params join daily_scrum_template dt on dt.team_id = params.team_id and dt.is_default and dt.enable), '') as note
    from params`,
);

/** A new item's prefill for the viewer from their own work around the day, in one statement. */
export async function readScrumDraft(
  em: EntityManager,
  query: { viewerId: string; teamId: string; date: string; timezone: string },
): Promise<ScrumDraft> {
  const [row] = await DRAFT.run(em, [query.viewerId, query.teamId, query.date, query.timezone]);
  return row;
}
