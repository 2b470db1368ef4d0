import { ActivityLog, GoalHistory } from '../modules/activity/activity.entity.js';
import { Goal, GoalParticipant, GoalSharing, UserGoalVisibility } from '../modules/goal/goal.entity.js';
import { Project, ProjectParticipant, ProjectSharing } from '../modules/project/project.entity.js';
import { Category } from '../modules/category/category.entity.js';
import { Planner } from '../modules/planner/planner.entity.js';
import { Todo } from '../modules/todo/todo.entity.js';
import { Comment, CommentMention } from '../modules/comment/comment.entity.js';
import { Note, NoteBookmark, NoteViewHistory } from '../modules/note/note.entity.js';
import { RateLimitCounter } from '../modules/rate-limit/rate-limit.entity.js';
import { DevMail } from '../modules/mail/dev-mail.entity.js';
import { PushSubscription } from '../modules/push/push-subscription.entity.js';
import { AuthSession, RefreshToken } from '../modules/auth/auth-session.entity.js';
import { EmailToken } from '../modules/auth/email-token.entity.js';
import { Invitation } from '../modules/invitation/invitation.entity.js';
import { Notification } from '../modules/notification/notification.entity.js';
import { NotificationSchedule, UserNotification } from '../modules/notification/reminder.entity.js';
import { Team, TeamMember } from '../modules/team/team.entity.js';
import { GoalDisplaySetting, TodoDisplaySetting, User } from '../modules/user/user.entity.js';
import { Workspace, WorkspaceMember } from '../modules/workspace/workspace.entity.js';

/** Every entity of the schema; each area adds its own here. */
export const entities = [User, TodoDisplaySetting, GoalDisplaySetting, AuthSession, RefreshToken, EmailToken, DevMail,
  Workspace, WorkspaceMember, Team, TeamMember, Invitation, RateLimitCounter,
  Notification, UserNotification, NotificationSchedule, PushSubscription,
  Project, ProjectParticipant, ProjectSharing, Goal, GoalParticipant, GoalSharing, UserGoalVisibility, GoalHistory, ActivityLog,
  Category, Todo, Planner, Comment, CommentMention, Note, NoteBookmark, NoteViewHistory];
