/**
 * Every machine reason the API puts in `extensions.reason` (beside `extensions.code`). The API may
 * raise no other (its error constructors take this type), and the client words each one in three
 * languages (its message table is a Record over this type, so a new reason without a message fails
 * the type check).
 */

/** Things that can be missing: each answers NOT_FOUND with the reason `<THING>_NOT_FOUND`. */
export const NOT_FOUND_REASONS = {
  Comment: 'COMMENT_NOT_FOUND',
  'Assistant session': 'ASSISTANT_SESSION_NOT_FOUND',
  'Core value': 'CORE_VALUE_NOT_FOUND',
  'Daily scrum': 'DAILY_SCRUM_NOT_FOUND',
  'Daily scrum item': 'DAILY_SCRUM_ITEM_NOT_FOUND',
  'Daily scrum template': 'DAILY_SCRUM_TEMPLATE_NOT_FOUND',
  Feedback: 'FEEDBACK_NOT_FOUND',
  'Feedback request': 'FEEDBACK_REQUEST_NOT_FOUND',
  Goal: 'GOAL_NOT_FOUND',
  Invitation: 'INVITATION_NOT_FOUND',
  Member: 'MEMBER_NOT_FOUND',
  Note: 'NOTE_NOT_FOUND',
  Notification: 'NOTIFICATION_NOT_FOUND',
  Participant: 'PARTICIPANT_NOT_FOUND',
  'Personal access token': 'PERSONAL_ACCESS_TOKEN_NOT_FOUND',
  Planner: 'PLANNER_NOT_FOUND',
  Project: 'PROJECT_NOT_FOUND',
  Receiver: 'RECEIVER_NOT_FOUND',
  Report: 'REPORT_NOT_FOUND',
  Team: 'TEAM_NOT_FOUND',
  'Team member': 'TEAM_MEMBER_NOT_FOUND',
  'To-do': 'TO_DO_NOT_FOUND',
  User: 'USER_NOT_FOUND',
  'Webhook endpoint': 'WEBHOOK_ENDPOINT_NOT_FOUND',
  Workspace: 'WORKSPACE_NOT_FOUND',
} as const;

export type NotFoundSubject = keyof typeof NOT_FOUND_REASONS;

export const ERROR_REASONS = [
  ...Object.values(NOT_FOUND_REASONS),
  // Accounts and profile (spec 2)
  'REQUIRED',
  'INVALID_EMAIL',
  'EMAIL_EXISTS',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_MISMATCH',
  'SAME_PASSWORD',
  'WRONG_PASSWORD',
  'NAME_REQUIRED',
  'NAME_TOO_LONG',
  'AGREEMENT_REQUIRED',
  'INVALID_LANGUAGE',
  'INVALID_TIMEZONE',
  'INVALID_TIME',
  'INVALID_WEEKDAY',
  'INVALID_MBTI',
  'INVALID_CHOICE',
  'INVALID_PHONE',
  'INVALID_IMAGE',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'TOO_LONG',
  // A text holds U+0000, which PostgreSQL cannot store (graphql/input-guard.ts).
  'INVALID_CHARACTER',
  // A day or time outside the years 2 to 9998 (graphql/input-guard.ts).
  'DATE_OUT_OF_RANGE',
  // Uploads
  'FILE_REQUIRED',
  'UNSUPPORTED_TYPE',
  'TOO_LARGE',
  'BAD_UPLOAD',
  // Workspaces, teams, members and invitations (spec 2)
  'ADMIN_ONLY',
  'NOT_A_MEMBER',
  'NOT_A_TEAM_MEMBER',
  'NOT_A_WORKSPACE_MEMBER',
  'ROLE_NOT_ASSIGNABLE',
  'MEMBER_NOT_REMOVABLE',
  'OWNERSHIP_NOT_TRANSFERABLE',
  'OWNS_WORKSPACES',
  'OWNER_ONLY',
  'EMAIL_MISMATCH',
  'TEAM_NAME_TOO_SHORT',
  'WORKSPACE_REQUIRED',
  'SELECTION_REQUIRED',
  'ALREADY_JOINED',
  'ALREADY_RESPONDED',
  'INVALID_ROLE',
  'SELF_REQUEST',
  'INVALID_TEAMS',
  // Goals and projects (spec 1)
  'TITLE_REQUIRED',
  'TITLE_TOO_LONG',
  'TEAM_REQUIRED',
  'END_BEFORE_START',
  'TARGET_NOT_ABOVE_INITIAL',
  'INDICATOR_NOT_A_NUMBER',
  'OWNER_TEAM',
  'GOAL_CYCLE',
  'OTHER_WORKSPACE',
  'GOAL_ACCESS_DENIED',
  'PROJECT_ACCESS_DENIED',
  'INVALID_ORDERING',
  'INVALID_DISPLAY_PROPERTY',
  // To-dos and planners (spec 1)
  'TEAM_GOAL_TODO_PUBLIC',
  'GOAL_OF_OTHER_WORKSPACE',
  'TODO_READ_ONLY',
  'CATEGORY_NOT_FOUND',
  'TIME_OCCUPIED',
  'INVALID_SLOT',
  'ALREADY_PLANNED',
  'INVALID_RANGE',
  // Comments and notes (spec 1 and 3)
  'CONTENT_REQUIRED',
  'CONTENT_TOO_LONG',
  'REPLY_DEPTH',
  'COMMENT_AUTHOR_ONLY',
  'TARGET_REQUIRED',
  'TARGET_ID_REQUIRED',
  'INVALID_DOCUMENT',
  'NOTE_ACCESS_DENIED',
  'NOTE_AUTHOR_ONLY',
  /** The note PDF route's 503: no PDF font on the server. */
  'PDF_UNAVAILABLE',
  // Reports (spec 2)
  'INVALID_REPORT_TYPE',
  'REPORT_DATE_REQUIRED',
  'REPORT_FUTURE_DATE',
  'REPORT_RANGE_REVERSED',
  'REPORT_RANGE_TOO_LONG',
  'REPORT_RECEIVERS_REQUIRED',
  'REPORT_RECEIVER_DUPLICATE',
  'REPORT_EXISTS',
  'REPORT_RECEIVER_SELF',
  'REPORT_RECEIVER_NOT_MEMBER',
  'REPORT_ONE_PRIMARY',
  'REPORT_ACCESS_DENIED',
  'REPORT_AUTHOR_ONLY',
  // Feedback, requests, core values and reactions (spec 3)
  'FEEDBACK_RECEIVER_REQUIRED',
  'FEEDBACK_RECEIVER_SELF',
  'FEEDBACK_RECEIVER_NOT_MEMBER',
  'FEEDBACK_SENDER_ONLY',
  'FEEDBACK_RECEIVER_ONLY',
  'FEEDBACK_REQUEST_CLOSED',
  'FEEDBACK_REQUEST_CANCELLED',
  'FEEDBACK_VALUE_BOTH_SIDES',
  'FEEDBACK_VALUE_UNKNOWN',
  'FEEDBACK_TODO_UNKNOWN',
  'FEEDBACK_TOO_MANY_TODOS',
  'CORE_VALUE_DUPLICATE',
  'INVALID_EMOJI',
  // Daily scrum (spec 3)
  'SCRUM_AUTHOR_ONLY',
  'SCRUM_ITEM_EXISTS',
  'SCRUM_ITEM_EMPTY',
  'SCRUM_TODO_UNKNOWN',
  // Personal access tokens (issue 18)
  'TOKEN_EXPIRY_PAST',
  'TOKEN_EXPIRY_TOO_FAR',
  'TOKEN_LIMIT',
  'TOKEN_READ_ONLY',
  'TOKEN_WORKSPACE_BOUND',
  'TOKEN_WORKSPACE_NOT_MEMBER',
  'SESSION_REQUIRED',
  // Query limits (issue 19)
  'QUERY_TOO_LARGE',
  // Webhooks (issue 18)
  'WEBHOOK_URL_INVALID',
  'WEBHOOK_URL_NOT_HTTPS',
  'WEBHOOK_URL_PRIVATE',
  'WEBHOOK_LIMIT',
  // Notifications and push (spec 2)
  'INVALID_ENDPOINT',
  'ANNOUNCEMENT_LIMIT',
  // Paging
  'INVALID_OFFSET',
  'INVALID_PAGE',
  'INVALID_PAGE_SIZE',
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && (ERROR_REASONS as readonly string[]).includes(value);
}
