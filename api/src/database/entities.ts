import { DevMail } from '../mail/dev-mail.entity.js';
import { AuthSession, RefreshToken } from '../modules/auth/auth-session.entity.js';
import { EmailToken } from '../modules/auth/email-token.entity.js';
import { GoalDisplaySetting, TodoDisplaySetting, User } from '../modules/user/user.entity.js';

/** Every entity of the schema; each area adds its own here. */
export const entities = [User, TodoDisplaySetting, GoalDisplaySetting, AuthSession, RefreshToken, EmailToken, DevMail];
