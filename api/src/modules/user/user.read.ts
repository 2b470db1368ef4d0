import type { EntityManager } from '@mikro-orm/postgresql';
import type { RowSql } from '../../database/entity-row.js';
import { ReadStatement } from '../../database/read-statement.js';
import { errors } from '../../graphql/errors.js';
import { User, type GoalDisplaySetting } from './user.entity.js';

/** The public profile of a user (the `UserProfile` type): what a read statement selects of a colleague, never more. */
export type UserProfileRow = Pick<User, 'id' | 'name' | 'email' | 'profileImageUrl' | 'mbti'>;

const PROFILE_COLUMNS = [
  'id',
  'name',
  'email',
  'profileImageUrl',
  'mbti',
] as const satisfies readonly (keyof UserProfileRow)[];

export const userProfileSql = (sql: RowSql, alias: string) => sql.fields(User, alias, PROFILE_COLUMNS);

/** What lists take from their viewer: the time zone and the goal list's saved ordering and completed filter (a filter's defaults). */
export type ViewerSettings = Pick<User, 'id' | 'timezone'> & {
  goalDisplaySetting: Pick<GoalDisplaySetting, 'ordering' | 'orderingDir' | 'completedFilter'>;
};

// The keys are the embeddable's columns inside the goal_display_setting jsonb (user.entity.ts).
const VIEWER_SETTINGS = new ReadStatement<
  [userId: string],
  { timezone: string; ordering: string; ordering_dir: string; completed_filter: string }
>(
  'viewer_settings',
  () => `select u.timezone, u.goal_display_setting->>'ordering' as ordering, u.goal_display_setting->>'ordering_dir' as ordering_dir,
      u.goal_display_setting->>'completed_filter' as completed_filter
    from "user" u where u.id = ?::uuid and u.enable`,
);

/** The viewer's settings for a list, or UNAUTHENTICATED when the account is gone. */
export async function readViewerSettings(em: EntityManager, userId: string): Promise<ViewerSettings> {
  const [row] = await VIEWER_SETTINGS.run(em, [userId]);
  if (!row) throw errors.unauthenticated();
  const setting = {
    ordering: row.ordering,
    orderingDir: row.ordering_dir,
    completedFilter: row.completed_filter,
  } as ViewerSettings['goalDisplaySetting'];
  return { id: userId, timezone: row.timezone, goalDisplaySetting: setting };
}
