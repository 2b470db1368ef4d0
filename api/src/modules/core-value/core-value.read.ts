import type { EntityManager } from '@mikro-orm/postgresql';
import { ReadStatement } from '../../database/read-statement.js';

/** How often a core value was given, as a strength and as something to work on, in a period. */
export interface CoreValueUsageRow {
  id: string;
  name: string;
  enable: boolean;
  positive: number;
  negative: number;
}

// Every enabled value (used or not) and every disabled one that was used in the period.
const USAGE = new ReadStatement<[workspaceId: string, from: string, to: string, timezone: string], CoreValueUsageRow>(
  'core_value_usage',
  () => `with params as (select ?::uuid as workspace_id, ?::date as from_day, ?::date as to_day, ?::text as tz),
    given as (select fcv.core_value_id, fcv.is_positive from params
      join feedback f on f.workspace_id = params.workspace_id and f.enable
        and (f.register_date at time zone params.tz)::date between params.from_day and params.to_day
      join feedback_core_value fcv on fcv.feedback_id = f.id)
    select cv.id, cv.name, cv.enable,
      (select count(*) from given where given.core_value_id = cv.id and given.is_positive)::int as positive,
      (select count(*) from given where given.core_value_id = cv.id and not given.is_positive)::int as negative
    from params join workspace_core_value cv on cv.workspace_id = params.workspace_id
    where cv.enable or exists (select 1 from given where given.core_value_id = cv.id)
    order by cv.enable desc, cv.name, cv.id`,
);

/** Each value's positive and negative mentions in feedback of the period (days in `timezone`), in one statement. */
export function readCoreValueUsage(
  em: EntityManager,
  query: { workspaceId: string; from: string; to: string; timezone: string },
): Promise<CoreValueUsageRow[]> {
  return USAGE.run(em, [query.workspaceId, query.from, query.to, query.timezone]);
}
