import type { EntityManager } from '@mikro-orm/postgresql';
import { indicatorProgress } from '@domain/goal-indicator.js';
import type { ReportPeriod } from '@domain/report-period.js';
import type { WorkOfPeriod } from '@domain/report-draft.js';
import { ReadStatement } from '../../database/read-statement.js';

type Columns = Omit<WorkOfPeriod, 'indicators'> & {
  indicators: { goalId: string; title: string; initial: number; current: number; target: number }[];
};

const ROW = (fields: string) => `coalesce(json_agg(json_build_object(${fields}) order by ord), '[]')`;

/**
 * The author's work of a period in a workspace, for the draft of a report (domain/report-draft.ts),
 * in one statement: their to-dos without a goal or with a goal of this workspace, planned time per
 * category and goal, to-dos completed in the period (in their time zone) and those planned in it
 * still open, indicators of the goals worked on, notes written, and comments others wrote on their
 * to-dos and on the goals they lead.
 */
const WORK_OF_PERIOD = new ReadStatement<
  [authorId: string, workspaceId: string, start: string, end: string, zone: string],
  Columns
>(
  'report_work_of_period',
  () => `with params as (select ?::uuid as author_id, ?::uuid as workspace_id, ?::date as start_day, ?::date as end_day, ?::text as zone),
    work_todo as (
      select t.id, t.title, t.category_id, t.goal_id, g.title as goal_title, t.complete_date, t.cancelled_date
      from params join todo t on t.user_id = params.author_id and t.enable
      left join goal g on g.id = t.goal_id and g.enable
      left join team gt on gt.id = g.team_id and gt.enable
      where t.goal_id is null or gt.workspace_id = params.workspace_id),
    planned as (
      select wt.*, p.planner_date, cardinality(p.blocks) as slots
      from params, work_todo wt join planner p on p.todo_id = wt.id and p.enable
      where p.planner_date between params.start_day and params.end_day)
    select
      (select ${ROW(`'category', c.name, 'slots', s.slots`)} from (select category_id, sum(slots) as slots, -sum(slots) as ord from planned group by category_id having sum(slots) > 0) s
        join category c on c.id = s.category_id) as "timeByCategory",
      (select ${ROW(`'goalId', goal_id, 'title', goal_title, 'slots', slots`)} from (select goal_id, max(goal_title) as goal_title, sum(slots) as slots, -sum(slots) as ord from planned
        group by goal_id having sum(slots) > 0) s) as "timeByGoal",
      (select ${ROW(`'id', id, 'title', title, 'date', day`)} from (select wt.id, wt.title, (wt.complete_date at time zone params.zone)::date as day, wt.complete_date as ord
        from params, work_todo wt where wt.complete_date is not null and (wt.complete_date at time zone params.zone)::date between params.start_day and params.end_day) x) as "completedTodos",
      (select ${ROW(`'id', id, 'title', title, 'date', day`)} from (select id, max(title) as title, max(planner_date) as day, max(planner_date) as ord from planned
        where complete_date is null and cancelled_date is null group by id) x) as "openTodos",
      (select ${ROW(`'goalId', g.id, 'title', g.title, 'initial', g.initial_value, 'current', coalesce(g.current_value, g.initial_value), 'target', g.target_value`)}
        from (select g.*, g.title as ord from goal g where g.id in (select goal_id from planned) and g.enable and g.indicator_type is not null
          and g.initial_value is not null and g.target_value is not null) g) as indicators,
      (select ${ROW(`'id', n.id, 'title', n.title`)} from (select n.*, n.register_date as ord from params, note n where n.register_id = params.author_id
        and n.workspace_id = params.workspace_id and n.enable and (n.register_date at time zone params.zone)::date between params.start_day and params.end_day) n) as notes,
      (select ${ROW(`'kind', kind, 'id', id, 'title', title, 'count', count, 'date', day`)} from (
        select 'todo' as kind, wt.id, wt.title, count(*) as count, -count(*) as ord,
          coalesce((select max(p.planner_date) from planner p where p.todo_id = wt.id and p.enable), max((c.register_date at time zone params.zone)::date)) as day
        from params, comment c join work_todo wt on wt.id = c.todo_id
        where c.enable and c.register_id <> params.author_id and (c.register_date at time zone params.zone)::date between params.start_day and params.end_day
        group by wt.id, wt.title
        union all
        select 'goal', g.id, g.title, count(*), -count(*), max((c.register_date at time zone params.zone)::date)
        from params, comment c join goal g on g.id = c.goal_id and g.enable join team gt on gt.id = g.team_id and gt.enable
        where g.leader_id = params.author_id and gt.workspace_id = params.workspace_id and c.enable and c.register_id <> params.author_id
          and (c.register_date at time zone params.zone)::date between params.start_day and params.end_day
        group by g.id, g.title) x) as "commentsReceived"
    from params`,
);

export async function readWorkOfPeriod(
  em: EntityManager,
  authorId: string,
  workspaceId: string,
  period: ReportPeriod,
  zone: string,
): Promise<WorkOfPeriod> {
  const [row] = await WORK_OF_PERIOD.run(em, [authorId, workspaceId, period.start, period.end, zone]);
  const indicators = row!.indicators.map(({ goalId, title, initial, current, target }) => ({
    goalId,
    title,
    current,
    target,
    progress: indicatorProgress({ initialValue: initial, currentValue: current, targetValue: target }),
  }));
  return { ...row!, indicators };
}
