import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessageMap } from '../i18n/defineMessageMap';
import { isErrorReason, type ErrorReason } from '@domain/error-reasons';
import { FEEDBACK_TODOS_MAX } from '@domain/feedback';
import { PASSWORD_MIN_LENGTH } from '@domain/validation';
import { apiErrors, isAbortError, type ApiError, type ApiErrorCode } from './errors';

/**
 * The one place where API errors become words (spec 2 section 8): extensions.code, refined by
 * extensions.reason, to a translated message. Cancelled requests give null (they are ignored).
 */

export const errorMessages = defineMessageMap({
  invalidCredentials: { id: 'error.invalidCredentials', defaultMessage: 'The email or password is not correct.' },
  emailNotConfirmed: {
    id: 'error.emailNotConfirmed',
    defaultMessage: 'The email authentication has not been completed. Please check the email.',
  },
  loginRateLimited: {
    id: 'error.loginRateLimited',
    defaultMessage: 'There were too many login attempts. Please try again after a while.',
  },
  rateLimited: { id: 'error.rateLimited', defaultMessage: 'There were too many requests. Please try again after a while.' },
  unauthenticated: {
    id: 'error.unauthenticated',
    defaultMessage: 'The authentication session cannot be found. Please log in again.',
  },
  forbidden: { id: 'error.forbidden', defaultMessage: 'You do not have permission to do this.' },
  notFound: { id: 'error.notFound', defaultMessage: 'What you are looking for does not exist or has been deleted.' },
  conflict: { id: 'error.conflict', defaultMessage: 'This conflicts with existing data. Please refresh and try again.' },
  emailExists: { id: 'error.emailExists', defaultMessage: 'This email is already in use.' },
  badInput: { id: 'error.badInput', defaultMessage: 'Please check what you entered.' },
  required: { id: 'error.required', defaultMessage: 'This field is required.' },
  invalidEmail: { id: 'error.invalidEmail', defaultMessage: "It's not the right email format." },
  passwordTooShort: { id: 'error.passwordTooShort', defaultMessage: 'The password must be at least {min} characters.' },
  passwordMismatch: { id: 'error.passwordMismatch', defaultMessage: 'The passwords do not match.' },
  samePassword: { id: 'error.samePassword', defaultMessage: 'The new password is the same as the existing password.' },
  wrongPassword: { id: 'error.wrongPassword', defaultMessage: 'The current password is not correct.' },
  nameRequired: { id: 'error.nameRequired', defaultMessage: 'Please enter your name.' },
  agreementRequired: { id: 'error.agreementRequired', defaultMessage: 'Please agree to the required terms.' },
  invalidTimezone: { id: 'error.invalidTimezone', defaultMessage: 'This time zone is not supported.' },
  invalidTime: { id: 'error.invalidTime', defaultMessage: 'Enter the time as HH:mm.' },
  invalidWeekday: { id: 'error.invalidWeekday', defaultMessage: 'Choose days between Sunday and Saturday.' },
  tokenInvalid: { id: 'error.tokenInvalid', defaultMessage: 'This link is not valid.' },
  tokenExpired: { id: 'error.tokenExpired', defaultMessage: 'This link has expired.' },
  tooLong: { id: 'error.tooLong', defaultMessage: 'This is too long.' },
  invalidCharacter: { id: 'error.invalidCharacter', defaultMessage: 'The text holds a character that cannot be saved. Remove it and try again.' },
  dateOutOfRange: { id: 'error.dateOutOfRange', defaultMessage: 'Choose a date between the years 2 and 9998.' },
  unsupportedType: { id: 'error.unsupportedType', defaultMessage: 'Only PNG, JPEG, GIF or WebP images can be uploaded.' },
  tooLarge: { id: 'error.tooLarge', defaultMessage: 'The file is too large.' },
  internal: { id: 'error.internal', defaultMessage: 'An error occurred' },
  queryTooLarge: { id: 'error.queryTooLarge', defaultMessage: 'This request asks for too much at once. Ask for smaller pages or fewer lists.' },
  serviceUnavailable: { id: 'error.serviceUnavailable', defaultMessage: 'Quarter is briefly unavailable. Try again in a moment.' },
  internalWithRequest: { id: 'error.internalWithRequest', defaultMessage: 'An error occurred (request ID: {requestId})' },
  network: { id: 'error.network', defaultMessage: 'The server cannot be reached. Check the connection and try again.' },
  unknown: { id: 'error.unknown', defaultMessage: 'An unknown error occurred' },
  // Workspaces, teams, members and invitations (spec 2 sections 5, 6 and 8).
  adminOnly: { id: 'error.adminOnly', defaultMessage: 'Only administrators or owners can modify this.' },
  notWorkspaceMember: { id: 'error.notWorkspaceMember', defaultMessage: 'You are not a member of this workspace.' },
  notTeamMember: { id: 'error.notTeamMember', defaultMessage: 'You are not a member of this team.' },
  emailMismatch: {
    id: 'error.emailMismatch',
    defaultMessage: 'This invitation was sent to another email address. Log in with the invited account to accept it.',
  },
  workspaceNotFound: { id: 'error.workspaceNotFound', defaultMessage: 'The workspace cannot be found.' },
  teamNotFound: { id: 'error.teamNotFound', defaultMessage: 'The team cannot be found.' },
  invitationNotFound: { id: 'error.invitationNotFound', defaultMessage: 'The invitation cannot be found.' },
  memberNotFound: { id: 'error.memberNotFound', defaultMessage: 'The member cannot be found.' },
  workspaceNameRequired: { id: 'error.workspaceNameRequired', defaultMessage: 'Please enter the workspace name.' },
  teamNameTooShort: { id: 'error.teamNameTooShort', defaultMessage: 'Team name must be at least 2 characters.' },
  workspaceRequired: { id: 'error.workspaceRequired', defaultMessage: 'Please select a workspace.' },
  selectionRequired: { id: 'error.selectionRequired', defaultMessage: 'Please select a member to add.' },
  inviteInvalidEmail: { id: 'error.inviteInvalidEmail', defaultMessage: 'Invalid email address: {email}' },
  inviteUserNotFound: { id: 'error.inviteUserNotFound', defaultMessage: 'Cannot find a user to invite: {email}' },
  userNotFound: { id: 'error.userNotFound', defaultMessage: 'Cannot find a user to invite.' },
  inviteAlreadyJoined: { id: 'error.inviteAlreadyJoined', defaultMessage: 'Already joined: {email}' },
  alreadyJoined: { id: 'error.alreadyJoined', defaultMessage: 'This person has already joined.' },
  alreadyResponded: {
    id: 'error.alreadyResponded',
    defaultMessage: 'This invitation has already been answered and cannot be answered again.',
  },
  invalidRole: { id: 'error.invalidRole', defaultMessage: 'Choose administrator or member as the role.' },
  notWorkspaceMemberToJoin: {
    id: 'error.notWorkspaceMemberToJoin',
    defaultMessage: 'Only members of the workspace can join its teams.',
  },
  // Goals (spec 1 sections 5 and 8).
  titleRequired: { id: 'error.titleRequired', defaultMessage: 'Please enter a title.' },
  teamRequired: { id: 'error.teamRequired', defaultMessage: 'Please select a team.' },
  endBeforeStart: { id: 'error.endBeforeStart', defaultMessage: 'The due date cannot be earlier than the start date.' },
  indicatorTarget: { id: 'error.indicatorTarget', defaultMessage: 'The target value should be larger than the initial value.' },
  indicatorNotANumber: { id: 'error.indicatorNotANumber', defaultMessage: 'Enter a number.' },
  notWorkspaceMemberToLead: {
    id: 'error.notWorkspaceMemberToLead',
    defaultMessage: 'Only members of the workspace can lead or take part.',
  },
  ownerTeam: { id: 'error.ownerTeam', defaultMessage: 'A goal is always shared with its own team.' },
  goalCycle: { id: 'error.goalCycle', defaultMessage: 'A goal cannot move under itself or one of its subtasks.' },
  otherWorkspace: { id: 'error.otherWorkspace', defaultMessage: 'This belongs to another workspace.' },
  goalAccessDenied: { id: 'error.goalAccessDenied', defaultMessage: 'You do not have access to this goal.' },
  // To-dos and planners (spec 1 sections 5 and 8).
  teamGoalTodoPublic: { id: 'error.teamGoalTodoPublic', defaultMessage: 'A to-do linked to a team goal is always public.' },
  todoReadOnly: { id: 'error.todoReadOnly', defaultMessage: 'You can only view this to-do.' },
  timeOccupied: { id: 'error.timeOccupied', defaultMessage: 'Time occupied: another to-do is planned then.' },
  invalidSlot: { id: 'error.invalidSlot', defaultMessage: 'This time cannot be set.' },
  alreadyPlanned: { id: 'error.alreadyPlanned', defaultMessage: 'This to-do is already planned on that date.' },
  // Comments (spec 1 sections 5 and 6).
  commentRequired: { id: 'error.commentRequired', defaultMessage: 'Please enter a comment.' },
  replyDepth: { id: 'error.replyDepth', defaultMessage: 'Only comments, not replies, can be replied to.' },
  commentAuthorOnly: { id: 'error.commentAuthorOnly', defaultMessage: 'Only the author can edit or delete this comment.' },
  commentTargetRequired: { id: 'error.commentTargetRequired', defaultMessage: 'Say what this is about: it has nothing to attach to.' },
  // Notes (spec 1 sections 5, 6 and 8).
  noteTargetRequired: { id: 'error.noteTargetRequired', defaultMessage: 'A note needs a goal or a to-do.' },
  invalidNoteDocument: { id: 'error.invalidNoteDocument', defaultMessage: 'The note content could not be read. Refresh the page and try again.' },
  noteAccessDenied: { id: 'error.noteAccessDenied', defaultMessage: 'You do not have access to this note.' },
  noteAuthorOnly: { id: 'error.noteAuthorOnly', defaultMessage: 'Only the author or an administrator can delete this note.' },
  // Reports (spec 2)
  invalidReportType: { id: 'error.invalidReportType', defaultMessage: 'This type of report is not available.' },
  reportDateRequired: { id: 'error.reportDateRequired', defaultMessage: 'Choose the date of the report, or both ends of its range.' },
  reportFutureDate: { id: 'error.reportFutureDate', defaultMessage: 'A report cannot cover dates after today.' },
  reportRangeReversed: { id: 'error.reportRangeReversed', defaultMessage: 'The range ends before it starts.' },
  reportRangeTooLong: { id: 'error.reportRangeTooLong', defaultMessage: 'A weekly report covers at most 7 days, a custom one at most a year.' },
  reportReceiversRequired: { id: 'error.reportReceiversRequired', defaultMessage: 'Choose at least one receiver.' },
  reportReceiverDuplicate: { id: 'error.reportReceiverDuplicate', defaultMessage: 'This colleague already receives the report.' },
  reportReceiverSelf: { id: 'error.reportReceiverSelf', defaultMessage: 'You cannot send a report to yourself.' },
  reportReceiverNotMember: { id: 'error.reportReceiverNotMember', defaultMessage: 'Reports go to active members of the workspace only.' },
  reportOnePrimary: { id: 'error.reportOnePrimary', defaultMessage: 'Only one receiver can be the primary one.' },
  reportAccessDenied: { id: 'error.reportAccessDenied', defaultMessage: 'Only the receivers of this report can do this.' },
  reportAuthorOnly: { id: 'error.reportAuthorOnly', defaultMessage: 'Only the author can change this report.' },
  reportNotFound: { id: 'error.reportNotFound', defaultMessage: 'The report cannot be found. It may have been deleted.' },
  receiverNotFound: { id: 'error.receiverNotFound', defaultMessage: 'This colleague is not a receiver of the report.' },
  // Further reasons of the catalogue (@domain/error-reasons).
  badUpload: { id: 'error.badUpload', defaultMessage: 'The file could not be uploaded. Please try again.' },
  fileRequired: { id: 'error.fileRequired', defaultMessage: 'Choose a picture to upload.' },
  invalidImage: { id: 'error.invalidImage', defaultMessage: 'Upload the picture first.' },
  categoryNotFound: { id: 'error.categoryNotFound', defaultMessage: 'The category cannot be found.' },
  commentNotFound: { id: 'error.commentNotFound', defaultMessage: 'The comment cannot be found. It may have been deleted.' },
  goalNotFound: { id: 'error.goalNotFound', defaultMessage: 'The goal cannot be found.' },
  projectNotFound: { id: 'error.projectNotFound', defaultMessage: 'The project cannot be found.' },
  noteNotFound: { id: 'error.noteNotFound', defaultMessage: 'The note cannot be found.' },
  notificationNotFound: { id: 'error.notificationNotFound', defaultMessage: 'The notification cannot be found.' },
  plannerNotFound: { id: 'error.plannerNotFound', defaultMessage: 'This time block cannot be found. It may have been removed.' },
  todoNotFound: { id: 'error.todoNotFound', defaultMessage: 'The to-do cannot be found.' },
  participantNotFound: { id: 'error.participantNotFound', defaultMessage: 'This person does not take part in it.' },
  invalidChoice: { id: 'error.invalidChoice', defaultMessage: 'Choose one of the options.' },
  invalidDisplaySetting: { id: 'error.invalidDisplaySetting', defaultMessage: 'This display setting is not supported.' },
  invalidEndpoint: { id: 'error.invalidEndpoint', defaultMessage: 'This device cannot receive push notifications.' },
  invalidLanguage: { id: 'error.invalidLanguage', defaultMessage: 'This language is not supported.' },
  invalidMbti: { id: 'error.invalidMbti', defaultMessage: 'Enter an MBTI type such as INTJ.' },
  invalidPhone: { id: 'error.invalidPhone', defaultMessage: 'Enter a valid phone number.' },
  invalidRange: { id: 'error.invalidRange', defaultMessage: 'Choose a shorter date range.' },
  invalidTeams: { id: 'error.invalidTeams', defaultMessage: 'Choose teams of this workspace.' },
  memberNotRemovable: { id: 'error.memberNotRemovable', defaultMessage: 'This member cannot be removed.' },
  projectAccessDenied: { id: 'error.projectAccessDenied', defaultMessage: 'You do not have access to this project.' },
  roleNotAssignable: { id: 'error.roleNotAssignable', defaultMessage: 'You cannot give this role.' },
  requestToSelf: { id: 'error.requestToSelf', defaultMessage: 'You cannot send this request to yourself.' },
  pdfUnavailable: { id: 'error.pdfUnavailable', defaultMessage: 'PDF export is not available on this server.' },
  invalidPage: { id: 'error.invalidPage', defaultMessage: 'This page cannot be loaded. Refresh and try again.' },
  // Feedback, requests, core values and reactions (spec 3 sections 5, 6 and 8).
  feedbackNotFound: { id: 'error.feedbackNotFound', defaultMessage: 'The feedback cannot be found. It may have been deleted.' },
  feedbackRequestNotFound: { id: 'error.feedbackRequestNotFound', defaultMessage: 'The feedback request cannot be found. It may have been cancelled.' },
  coreValueNotFound: { id: 'error.coreValueNotFound', defaultMessage: 'The core value cannot be found. It may have been deleted.' },
  assistantSessionNotFound: { id: 'error.assistantSessionNotFound', defaultMessage: 'This conversation cannot be found. It may have been deleted.' },
  // Daily scrum (spec 3).
  dailyScrumNotFound: { id: 'error.dailyScrumNotFound', defaultMessage: 'The daily scrum could not be found or created. Refresh and try again.' },
  dailyScrumItemNotFound: { id: 'error.dailyScrumItemNotFound', defaultMessage: 'This scrum item cannot be found. It may have been deleted.' },
  dailyScrumTemplateNotFound: { id: 'error.dailyScrumTemplateNotFound', defaultMessage: 'This template cannot be found. It may have been deleted.' },
  scrumAuthorOnly: { id: 'error.scrumAuthorOnly', defaultMessage: 'Only its author can change this item.' },
  scrumItemExists: { id: 'error.scrumItemExists', defaultMessage: 'You have already posted for this day. Edit your item instead.' },
  scrumItemEmpty: { id: 'error.scrumItemEmpty', defaultMessage: 'Write at least one line.' },
  scrumTodoUnknown: { id: 'error.scrumTodoUnknown', defaultMessage: 'A line links a to-do that is not yours.' },
  personalTokenNotFound: { id: 'error.personalTokenNotFound', defaultMessage: 'This token does not exist or was already revoked.' },
  tokenExpiryPast: { id: 'error.tokenExpiryPast', defaultMessage: 'Choose an expiry date after today.' },
  tokenExpiryTooFar: { id: 'error.tokenExpiryTooFar', defaultMessage: 'A token can last a year at most.' },
  tokenLimit: { id: 'error.tokenLimit', defaultMessage: 'You have too many active tokens. Revoke one you no longer use.' },
  tokenReadOnly: { id: 'error.tokenReadOnly', defaultMessage: 'This token can only read. Create a token with write access to make changes.' },
  tokenWorkspaceBound: { id: 'error.tokenWorkspaceBound', defaultMessage: 'This token only reaches the workspace it is bound to.' },
  tokenWorkspaceNotMember: { id: 'error.tokenWorkspaceNotMember', defaultMessage: 'Choose a workspace you are a member of.' },
  webhookNotFound: { id: 'error.webhookNotFound', defaultMessage: 'This webhook endpoint does not exist or was removed.' },
  webhookUrlInvalid: { id: 'error.webhookUrlInvalid', defaultMessage: 'Enter a full address, like https://example.com/hooks/quarter.' },
  webhookUrlNotHttps: { id: 'error.webhookUrlNotHttps', defaultMessage: 'Webhooks are sent over https only.' },
  webhookUrlPrivate: { id: 'error.webhookUrlPrivate', defaultMessage: 'Webhooks go to public internet addresses only: this address is (or leads to) a private, local or reserved network.' },
  webhookLimit: { id: 'error.webhookLimit', defaultMessage: 'A workspace can have 10 webhook endpoints. Remove one you no longer use.' },
  sessionRequired: { id: 'error.sessionRequired', defaultMessage: 'Sign in to Quarter to do this: access tokens cannot manage the account.' },
  feedbackReceiverRequired: { id: 'error.feedbackReceiverRequired', defaultMessage: 'Choose a colleague.' },
  feedbackReceiverSelf: { id: 'error.feedbackReceiverSelf', defaultMessage: 'You cannot send feedback to yourself.' },
  feedbackReceiverNotMember: { id: 'error.feedbackReceiverNotMember', defaultMessage: 'Feedback goes to active members of the workspace only.' },
  feedbackSenderOnly: { id: 'error.feedbackSenderOnly', defaultMessage: 'Only the person who sent it can do this.' },
  feedbackReceiverOnly: { id: 'error.feedbackReceiverOnly', defaultMessage: 'Only the person who received it can do this.' },
  feedbackRequestClosed: { id: 'error.feedbackRequestClosed', defaultMessage: 'This request has already been answered or declined.' },
  feedbackRequestCancelled: { id: 'error.feedbackRequestCancelled', defaultMessage: 'The requester has cancelled this request.' },
  feedbackValueBothSides: { id: 'error.feedbackValueBothSides', defaultMessage: 'A core value cannot be both a strength and something to work on.' },
  feedbackValueUnknown: { id: 'error.feedbackValueUnknown', defaultMessage: 'One of the core values is no longer available. Choose again.' },
  feedbackTodoUnknown: { id: 'error.feedbackTodoUnknown', defaultMessage: 'One of the to-dos cannot be linked. Choose again.' },
  feedbackTooManyTodos: { id: 'error.feedbackTooManyTodos', defaultMessage: 'Choose at most {max} to-dos.' },
  coreValueDuplicate: { id: 'error.coreValueDuplicate', defaultMessage: 'This core value already exists in the workspace.' },
  invalidEmoji: { id: 'error.invalidEmoji', defaultMessage: 'This emoji cannot be used.' },
});

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
  INVALID_LANGUAGE: errorMessages.invalidLanguage,
  INVALID_MBTI: errorMessages.invalidMbti,
  INVALID_PHONE: errorMessages.invalidPhone,
  INVALID_RANGE: errorMessages.invalidRange,
  INVALID_TEAMS: errorMessages.invalidTeams,
  MEMBER_NOT_REMOVABLE: errorMessages.memberNotRemovable,
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
 * Overrides for the invitation form: the API names the offending address in extensions.email, and
 * the messages say which one (spec 2 section 5).
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
  return { descriptor, values: { min: PASSWORD_MIN_LENGTH, max: FEEDBACK_TODOS_MAX, email: entry.email ?? '' } };
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
