import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isErrorReason, type ErrorReason } from '@domain/error-reasons';
import { FEEDBACK_TODOS_MAX } from '@domain/feedback';
import { PASSWORD_MIN_LENGTH } from '@domain/validation';
import { errorMessages } from './errorCatalog';
import { API_ERROR_CODES, apiErrors, isAbortError, type ApiError, type ApiErrorCode } from './errors';

export { errorMessages };

/**
 * The one place where API errors become words (spec 2 section 8): extensions.code, refined by
 * extensions.reason, to a translated message. Cancelled requests give null (they are ignored).
 */

/** Every reason of the catalogue has its words: a reason added to @domain/error-reasons fails the type check here until it does. */
const BY_REASON: Readonly<Record<ErrorReason, MessageDescriptor>> = {
  REQUIRED: errorMessages.required,
  INVALID_EMAIL: errorMessages.invalidEmail,
  PASSWORD_TOO_SHORT: errorMessages.passwordTooShort,
  PASSWORD_MISMATCH: errorMessages.passwordMismatch,
  SAME_PASSWORD: errorMessages.samePassword,
  WRONG_PASSWORD: errorMessages.wrongPassword,
  NAME_REQUIRED: errorMessages.nameRequired,
  AGREEMENT_REQUIRED: errorMessages.agreementRequired,
  INVALID_TIMEZONE: errorMessages.invalidTimezone,
  INVALID_TIME: errorMessages.invalidTime,
  INVALID_WEEKDAY: errorMessages.invalidWeekday,
  TOKEN_INVALID: errorMessages.tokenInvalid,
  TOKEN_EXPIRED: errorMessages.tokenExpired,
  TOO_LONG: errorMessages.tooLong,
  INVALID_CHARACTER: errorMessages.invalidCharacter,
  DATE_OUT_OF_RANGE: errorMessages.dateOutOfRange,
  EMAIL_EXISTS: errorMessages.emailExists,
  UNSUPPORTED_TYPE: errorMessages.unsupportedType,
  TOO_LARGE: errorMessages.tooLarge,
  ADMIN_ONLY: errorMessages.adminOnly,
  NOT_A_MEMBER: errorMessages.notWorkspaceMember,
  NOT_A_TEAM_MEMBER: errorMessages.notTeamMember,
  EMAIL_MISMATCH: errorMessages.emailMismatch,
  WORKSPACE_NOT_FOUND: errorMessages.workspaceNotFound,
  TEAM_NOT_FOUND: errorMessages.teamNotFound,
  INVITATION_NOT_FOUND: errorMessages.invitationNotFound,
  MEMBER_NOT_FOUND: errorMessages.memberNotFound,
  TEAM_MEMBER_NOT_FOUND: errorMessages.memberNotFound,
  TEAM_NAME_TOO_SHORT: errorMessages.teamNameTooShort,
  WORKSPACE_REQUIRED: errorMessages.workspaceRequired,
  SELECTION_REQUIRED: errorMessages.selectionRequired,
  USER_NOT_FOUND: errorMessages.userNotFound,
  ALREADY_JOINED: errorMessages.alreadyJoined,
  ALREADY_RESPONDED: errorMessages.alreadyResponded,
  INVALID_ROLE: errorMessages.invalidRole,
  TITLE_REQUIRED: errorMessages.titleRequired,
  TITLE_TOO_LONG: errorMessages.tooLong,
  TEAM_REQUIRED: errorMessages.teamRequired,
  END_BEFORE_START: errorMessages.endBeforeStart,
  TARGET_NOT_ABOVE_INITIAL: errorMessages.indicatorTarget,
  INDICATOR_NOT_A_NUMBER: errorMessages.indicatorNotANumber,
  NOT_A_WORKSPACE_MEMBER: errorMessages.notWorkspaceMemberToLead,
  OWNER_TEAM: errorMessages.ownerTeam,
  GOAL_CYCLE: errorMessages.goalCycle,
  OTHER_WORKSPACE: errorMessages.otherWorkspace,
  GOAL_ACCESS_DENIED: errorMessages.goalAccessDenied,
  TEAM_GOAL_TODO_PUBLIC: errorMessages.teamGoalTodoPublic,
  TODO_READ_ONLY: errorMessages.todoReadOnly,
  TIME_OCCUPIED: errorMessages.timeOccupied,
  INVALID_SLOT: errorMessages.invalidSlot,
  ALREADY_PLANNED: errorMessages.alreadyPlanned,
  CONTENT_REQUIRED: errorMessages.commentRequired,
  REPLY_DEPTH: errorMessages.replyDepth,
  COMMENT_AUTHOR_ONLY: errorMessages.commentAuthorOnly,
  TARGET_REQUIRED: errorMessages.commentTargetRequired,
  TARGET_ID_REQUIRED: errorMessages.noteTargetRequired,
  INVALID_DOCUMENT: errorMessages.invalidNoteDocument,
  NOTE_ACCESS_DENIED: errorMessages.noteAccessDenied,
  NOTE_AUTHOR_ONLY: errorMessages.noteAuthorOnly,
  INVALID_REPORT_TYPE: errorMessages.invalidReportType,
  REPORT_DATE_REQUIRED: errorMessages.reportDateRequired,
  REPORT_FUTURE_DATE: errorMessages.reportFutureDate,
  REPORT_RANGE_REVERSED: errorMessages.reportRangeReversed,
  REPORT_RANGE_TOO_LONG: errorMessages.reportRangeTooLong,
  REPORT_RECEIVERS_REQUIRED: errorMessages.reportReceiversRequired,
  REPORT_RECEIVER_DUPLICATE: errorMessages.reportReceiverDuplicate,
  REPORT_EXISTS: errorMessages.reportExists,
  REPORT_RECEIVER_SELF: errorMessages.reportReceiverSelf,
  REPORT_RECEIVER_NOT_MEMBER: errorMessages.reportReceiverNotMember,
  REPORT_ONE_PRIMARY: errorMessages.reportOnePrimary,
  REPORT_ACCESS_DENIED: errorMessages.reportAccessDenied,
  REPORT_AUTHOR_ONLY: errorMessages.reportAuthorOnly,
  REPORT_NOT_FOUND: errorMessages.reportNotFound,
  RECEIVER_NOT_FOUND: errorMessages.receiverNotFound,
  BAD_UPLOAD: errorMessages.badUpload,
  FILE_REQUIRED: errorMessages.fileRequired,
  INVALID_IMAGE: errorMessages.invalidImage,
  CATEGORY_NOT_FOUND: errorMessages.categoryNotFound,
  COMMENT_NOT_FOUND: errorMessages.commentNotFound,
  GOAL_NOT_FOUND: errorMessages.goalNotFound,
  PROJECT_NOT_FOUND: errorMessages.projectNotFound,
  NOTE_NOT_FOUND: errorMessages.noteNotFound,
  NOTIFICATION_NOT_FOUND: errorMessages.notificationNotFound,
  PLANNER_NOT_FOUND: errorMessages.plannerNotFound,
  TO_DO_NOT_FOUND: errorMessages.todoNotFound,
  PARTICIPANT_NOT_FOUND: errorMessages.participantNotFound,
  INVALID_CHOICE: errorMessages.invalidChoice,
  INVALID_DISPLAY_PROPERTY: errorMessages.invalidDisplaySetting,
  INVALID_ORDERING: errorMessages.invalidDisplaySetting,
  INVALID_ENDPOINT: errorMessages.invalidEndpoint,
  ANNOUNCEMENT_LIMIT: errorMessages.announcementLimit,
  INVALID_LANGUAGE: errorMessages.invalidLanguage,
  INVALID_MBTI: errorMessages.invalidMbti,
  INVALID_PHONE: errorMessages.invalidPhone,
  INVALID_RANGE: errorMessages.invalidRange,
  INVALID_TEAMS: errorMessages.invalidTeams,
  MEMBER_NOT_REMOVABLE: errorMessages.memberNotRemovable,
  OWNERSHIP_NOT_TRANSFERABLE: errorMessages.ownershipNotTransferable,
  OWNS_WORKSPACES: errorMessages.ownsWorkspaces,
  OWNER_ONLY: errorMessages.ownerOnly,
  PROJECT_ACCESS_DENIED: errorMessages.projectAccessDenied,
  ROLE_NOT_ASSIGNABLE: errorMessages.roleNotAssignable,
  SELF_REQUEST: errorMessages.requestToSelf,
  INVALID_PAGE: errorMessages.invalidPage,
  INVALID_OFFSET: errorMessages.invalidPage,
  INVALID_PAGE_SIZE: errorMessages.invalidPage,
  NAME_TOO_LONG: errorMessages.tooLong,
  CONTENT_TOO_LONG: errorMessages.tooLong,
  GOAL_OF_OTHER_WORKSPACE: errorMessages.otherWorkspace,
  PDF_UNAVAILABLE: errorMessages.pdfUnavailable,
  FEEDBACK_NOT_FOUND: errorMessages.feedbackNotFound,
  FEEDBACK_REQUEST_NOT_FOUND: errorMessages.feedbackRequestNotFound,
  CORE_VALUE_NOT_FOUND: errorMessages.coreValueNotFound,
  FEEDBACK_RECEIVER_REQUIRED: errorMessages.feedbackReceiverRequired,
  FEEDBACK_RECEIVER_SELF: errorMessages.feedbackReceiverSelf,
  FEEDBACK_RECEIVER_NOT_MEMBER: errorMessages.feedbackReceiverNotMember,
  FEEDBACK_SENDER_ONLY: errorMessages.feedbackSenderOnly,
  FEEDBACK_RECEIVER_ONLY: errorMessages.feedbackReceiverOnly,
  FEEDBACK_REQUEST_CLOSED: errorMessages.feedbackRequestClosed,
  FEEDBACK_REQUEST_CANCELLED: errorMessages.feedbackRequestCancelled,
  FEEDBACK_VALUE_BOTH_SIDES: errorMessages.feedbackValueBothSides,
  FEEDBACK_VALUE_UNKNOWN: errorMessages.feedbackValueUnknown,
  FEEDBACK_TODO_UNKNOWN: errorMessages.feedbackTodoUnknown,
  FEEDBACK_TOO_MANY_TODOS: errorMessages.feedbackTooManyTodos,
  CORE_VALUE_DUPLICATE: errorMessages.coreValueDuplicate,
  INVALID_EMOJI: errorMessages.invalidEmoji,
  ASSISTANT_SESSION_NOT_FOUND: errorMessages.assistantSessionNotFound,
  DAILY_SCRUM_NOT_FOUND: errorMessages.dailyScrumNotFound,
  DAILY_SCRUM_ITEM_NOT_FOUND: errorMessages.dailyScrumItemNotFound,
  DAILY_SCRUM_TEMPLATE_NOT_FOUND: errorMessages.dailyScrumTemplateNotFound,
  SCRUM_AUTHOR_ONLY: errorMessages.scrumAuthorOnly,
  SCRUM_ITEM_EXISTS: errorMessages.scrumItemExists,
  SCRUM_ITEM_EMPTY: errorMessages.scrumItemEmpty,
  SCRUM_TODO_UNKNOWN: errorMessages.scrumTodoUnknown,
  PERSONAL_ACCESS_TOKEN_NOT_FOUND: errorMessages.personalTokenNotFound,
  TOKEN_EXPIRY_PAST: errorMessages.tokenExpiryPast,
  TOKEN_EXPIRY_TOO_FAR: errorMessages.tokenExpiryTooFar,
  TOKEN_LIMIT: errorMessages.tokenLimit,
  TOKEN_READ_ONLY: errorMessages.tokenReadOnly,
  TOKEN_WORKSPACE_BOUND: errorMessages.tokenWorkspaceBound,
  TOKEN_WORKSPACE_NOT_MEMBER: errorMessages.tokenWorkspaceNotMember,
  SESSION_REQUIRED: errorMessages.sessionRequired,
  QUERY_TOO_LARGE: errorMessages.queryTooLarge,
  WEBHOOK_ENDPOINT_NOT_FOUND: errorMessages.webhookNotFound,
  WEBHOOK_URL_INVALID: errorMessages.webhookUrlInvalid,
  WEBHOOK_URL_NOT_HTTPS: errorMessages.webhookUrlNotHttps,
  WEBHOOK_URL_PRIVATE: errorMessages.webhookUrlPrivate,
  WEBHOOK_LIMIT: errorMessages.webhookLimit,
};

/**
 * Overrides for the invitation form: the API names every offending address in extensions.emails
 * (the first in extensions.email), and the messages say which (spec 2 section 5).
 */
export const inviteErrorOverrides: ErrorOverrides = {
  INVALID_EMAIL: errorMessages.inviteInvalidEmail,
  USER_NOT_FOUND: errorMessages.inviteUserNotFound,
  ALREADY_JOINED: errorMessages.inviteAlreadyJoined,
};

const BY_CODE: Readonly<Record<ApiErrorCode, MessageDescriptor>> = {
  UNAUTHENTICATED: errorMessages.unauthenticated,
  FORBIDDEN: errorMessages.forbidden,
  NOT_FOUND: errorMessages.notFound,
  BAD_USER_INPUT: errorMessages.badInput,
  CONFLICT: errorMessages.conflict,
  RATE_LIMITED: errorMessages.rateLimited,
  EMAIL_NOT_CONFIRMED: errorMessages.emailNotConfirmed,
  INVALID_CREDENTIALS: errorMessages.invalidCredentials,
  INTERNAL_SERVER_ERROR: errorMessages.internal,
  SERVICE_UNAVAILABLE: errorMessages.serviceUnavailable,
  NETWORK_ERROR: errorMessages.network,
  UNKNOWN: errorMessages.unknown,
};

export interface DescribedError {
  readonly descriptor: MessageDescriptor;
  readonly values: Record<string, string | number>;
}

/** Screens may word a code differently (the login screen's RATE_LIMITED, for instance). */
export type ErrorOverrides = Partial<Record<ApiErrorCode | ErrorReason, MessageDescriptor>>;

export function describeApiError(entry: ApiError, overrides: ErrorOverrides = {}): DescribedError {
  const byReason = isErrorReason(entry.reason) ? (overrides[entry.reason] ?? BY_REASON[entry.reason]) : undefined;
  const descriptor = byReason ?? overrides[entry.code] ?? BY_CODE[entry.code];
  if (entry.code === 'INTERNAL_SERVER_ERROR' && !byReason && entry.requestId && !overrides[entry.code]) {
    return { descriptor: errorMessages.internalWithRequest, values: { requestId: entry.requestId } };
  }
  // An error about several addresses of a list names them all (invitations).
  const email = entry.emails?.join(', ') ?? entry.email ?? '';
  return { descriptor, values: { min: PASSWORD_MIN_LENGTH, max: FEEDBACK_TODOS_MAX, email } };
}

/**
 * The words of a reason (or, lacking one, an error code) that came outside a GraphQL error: the
 * assistant's tool steps carry the reason of the operation they ran. Null for a word the catalogue lacks.
 */
export function describeErrorWord(word: string): DescribedError | null {
  if (isErrorReason(word))
    return describeApiError({ code: 'UNKNOWN', reason: word, field: null, requestId: null, message: '' });
  return (API_ERROR_CODES as readonly string[]).includes(word)
    ? describeApiError({ code: word as ApiErrorCode, reason: null, field: null, requestId: null, message: '' })
    : null;
}

export interface ErrorFormatter {
  /** The message of the first error, or null for a cancelled request. */
  (error: unknown, overrides?: ErrorOverrides): string | null;
}

export function useErrorMessage(): ErrorFormatter {
  const intl = useIntl();
  return useCallback<ErrorFormatter>(
    (error, overrides) => {
      if (isAbortError(error)) return null;
      const [first] = apiErrors(error);
      if (!first) return intl.formatMessage(errorMessages.unknown);
      const { descriptor, values } = describeApiError(first, overrides);
      return intl.formatMessage(descriptor, values);
    },
    [intl],
  );
}

/** Messages of BAD_USER_INPUT / CONFLICT errors that name a field, keyed by that field. */
export function useFieldErrors(): (error: unknown, overrides?: ErrorOverrides) => Record<string, string> {
  const intl = useIntl();
  return useCallback(
    (error, overrides) => {
      const out: Record<string, string> = {};
      for (const entry of apiErrors(error)) {
        if (!entry.field || out[entry.field]) continue;
        const { descriptor, values } = describeApiError(entry, overrides);
        out[entry.field] = intl.formatMessage(descriptor, values);
      }
      return out;
    },
    [intl],
  );
}
