import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReportPeriod, ReportTypeCode } from '@domain/report-period.js';
import { ReadStatement } from '../../database/read-statement.js';
import { ACTIVE_ROLES } from '../workspace/workspace-role.js';
import { userProfileSql, type UserProfileRow } from '../user/user.read.js';

const ACTIVE = ACTIVE_ROLES.map((role) => `'${role}'`).join(', ');

/**
 * Members of a team (active in its workspace) who have sent no report of a type covering any day of
 * a period in that workspace, by name: "who has not reported", in one statement.
 */
const WITHOUT_REPORT = new ReadStatement<
  [teamId: string, type: string, start: string, end: string],
  { member: UserProfileRow }
>(
  'members_without_report',
  (sql) => `with params as (select ?::uuid as team_id, ?::text as type, ?::date as start_day, ?::date as end_day)
    select ${userProfileSql(sql, 'u')} as member
    from params join team t on t.id = params.team_id and t.enable
    join team_member tm on tm.team_id = t.id and tm.enable
    join "user" u on u.id = tm.user_id and u.enable
    join workspace_member wm on wm.workspace_id = t.workspace_id and wm.user_id = u.id and wm.enable and wm.role in (${ACTIVE})
    where not exists (select 1 from report r where r.register_id = u.id and r.workspace_id = t.workspace_id and r.enable and not r.is_draft
      and r.report_type_code = params.type and r.start_date <= params.end_day and r.end_date >= params.start_day)
    order by u.name, u.id`,
);

export async function readMembersWithoutReport(
  em: EntityManager,
  teamId: string,
  type: ReportTypeCode,
  period: ReportPeriod,
): Promise<UserProfileRow[]> {
  const rows = await WITHOUT_REPORT.run(em, [teamId, type, period.start, period.end]);
  return rows.map((row) => row.member);
}
