import type { EntityManager } from '@mikro-orm/postgresql';
import type { SupportedLocale } from '@domain/locale.js';
import type { ReportPeriod } from '@domain/report-period.js';
import type { WorkTime } from '@domain/report-draft.js';
import { ReadStatement } from '../../database/read-statement.js';

/** The numbers of the viewer's own charts over a period, with the language and time zone they are read in. */
export interface WorkNumbers extends WorkTime {
  language: SupportedLocale;
  timezone: string;
  /** Days of the period on which to-dos were completed (in the viewer's time zone), with how many. */
  doneByDay: { date: string; count: number }[];
}

const ROWS = (fields: string) => `coalesce(json_agg(json_build_object(${fields}) order by ord), '[]')`;

/**
 * The viewer's own work over a period, in one statement: planned time of their to-dos per category
 * and per goal (a goal's title only where the viewer is an active member of its workspace; other
 * goals count as no goal), and their to-dos completed per day in their time zone.
 */
const WORK_NUMBERS = new ReadStatement<[viewerId: string, start: string, end: string], WorkNumbers>(
  'chart_work_numbers',
  () => `with params as (select ?::uuid as viewer_id, ?::date as start_day, ?::date as end_day),
    me as (select u.language, u.timezone from params join "user" u on u.id = params.viewer_id),
    planned as (
      select t.category_id, g.id as goal_id, g.title as goal_title, cardinality(p.blocks) as slots
      from params join todo t on t.user_id = params.viewer_id and t.enable
      join planner p on p.todo_id = t.id and p.enable and p.planner_date between params.start_day and params.end_day
      -- The goal of each to-do only (no scan of all goals), and only where the viewer is an active member of its workspace.
      left join goal g on g.id = t.goal_id and g.enable and exists (select 1 from team gt join workspace_member wm on wm.workspace_id = gt.workspace_id
        where gt.id = g.team_id and gt.enable and wm.user_id = params.viewer_id and wm.enable and wm.role <> 'INVITED'))
    select me.language, me.timezone,
      (select ${ROWS(`'category', c.name, 'slots', s.slots`)} from (select category_id, sum(slots)::int as slots, -sum(slots) as ord from planned
        group by category_id having sum(slots) > 0) s join category c on c.id = s.category_id) as "timeByCategory",
      (select ${ROWS(`'goalId', goal_id, 'title', goal_title, 'slots', slots`)} from (select goal_id, max(goal_title) as goal_title, sum(slots)::int as slots,
        -sum(slots) as ord from planned group by goal_id having sum(slots) > 0) s) as "timeByGoal",
      (select ${ROWS(`'date', day, 'count', count`)} from (select (t.complete_date at time zone me.timezone)::date as day, count(*)::int as count,
        (t.complete_date at time zone me.timezone)::date as ord
        from params, todo t where t.user_id = params.viewer_id and t.enable and t.complete_date is not null
          and (t.complete_date at time zone me.timezone)::date between params.start_day and params.end_day
        group by 1) d) as "doneByDay"
    from me`,
);

export async function readWorkNumbers(em: EntityManager, viewerId: string, period: ReportPeriod): Promise<WorkNumbers> {
  const [row] = await WORK_NUMBERS.run(em, [viewerId, period.start, period.end]);
  return row!;
}
