import type { RowSql } from '../../database/entity-row.js';
import { User } from './user.entity.js';

/** The public profile of a user (the `UserProfile` type): what a read statement selects of a colleague, never more. */
export type UserProfileRow = Pick<User, 'id' | 'name' | 'email' | 'profileImageUrl' | 'mbti'>;

const PROFILE_COLUMNS = ['id', 'name', 'email', 'profileImageUrl', 'mbti'] as const satisfies readonly (keyof UserProfileRow)[];

export const userProfileSql = (sql: RowSql, alias: string) => sql.row(User, alias, PROFILE_COLUMNS);
