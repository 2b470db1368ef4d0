import { defineMessageMap } from '../i18n/defineMessageMap';

/**
 * The words of every API error, in the source language (the locale files translate them). Which code
 * or reason reads which message is decided in ./errorMessages.ts.
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
  rateLimited: {
    id: 'error.rateLimited',
    defaultMessage: 'There were too many requests. Please try again after a while.',
  },
  unauthenticated: {
    id: 'error.unauthenticated',
    defaultMessage: 'The authentication session cannot be found. Please log in again.',
  },
  forbidden: { id: 'error.forbidden', defaultMessage: 'You do not have permission to do this.' },
  notFound: { id: 'error.notFound', defaultMessage: 'What you are looking for does not exist or has been deleted.' },
  conflict: {
    id: 'error.conflict',
    defaultMessage: 'This conflicts with existing data. Please refresh and try again.',
  },
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
  invalidCharacter: {
    id: 'error.invalidCharacter',
    defaultMessage: 'The text holds a character that cannot be saved. Remove it and try again.',
  },
  dateOutOfRange: { id: 'error.dateOutOfRange', defaultMessage: 'Choose a date between the years 2 and 9998.' },
  unsupportedType: {
    id: 'error.unsupportedType',
    defaultMessage: 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
  },
  tooLarge: { id: 'error.tooLarge', defaultMessage: 'The file is too large.' },
  internal: { id: 'error.internal', defaultMessage: 'An error occurred' },
  queryTooLarge: {
    id: 'error.queryTooLarge',
    defaultMessage: 'This request asks for too much at once. Ask for smaller pages or fewer lists.',
  },
  serviceUnavailable: {
    id: 'error.serviceUnavailable',
    defaultMessage: 'Quarter is briefly unavailable. Try again in a moment.',
  },
  internalWithRequest: {
    id: 'error.internalWithRequest',
    defaultMessage: 'An error occurred (request ID: {requestId})',
  },
  network: { id: 'error.network', defaultMessage: 'The server cannot be reached. Check the connection and try again.' },
  unknown: { id: 'error.unknown', defaultMessage: 'An unknown error occurred' },
  // Workspaces, teams, members and invitations (spec 2 sections 5, 6 and 8).
  adminOnly: { id: 'error.adminOnly', defaultMessage: 'Only administrators or owners can modify this.' },
  ownerOnly: { id: 'error.ownerOnly', defaultMessage: 'Only the owner of the workspace can do this.' },
  announcementLimit: {
    id: 'error.announcementLimit',
    defaultMessage: 'This workspace has sent as many announcements as it may today. Try again tomorrow.',
  },
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
  indicatorTarget: {
    id: 'error.indicatorTarget',
    defaultMessage: 'The target value should be larger than the initial value.',
  },
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
  teamGoalTodoPublic: {
    id: 'error.teamGoalTodoPublic',
    defaultMessage: 'A to-do linked to a team goal is always public.',
  },
  todoReadOnly: { id: 'error.todoReadOnly', defaultMessage: 'You can only view this to-do.' },
  timeOccupied: { id: 'error.timeOccupied', defaultMessage: 'Time occupied: another to-do is planned then.' },
  invalidSlot: { id: 'error.invalidSlot', defaultMessage: 'This time cannot be set.' },
  alreadyPlanned: { id: 'error.alreadyPlanned', defaultMessage: 'This to-do is already planned on that date.' },
  // Comments (spec 1 sections 5 and 6).
  commentRequired: { id: 'error.commentRequired', defaultMessage: 'Please enter a comment.' },
  replyDepth: { id: 'error.replyDepth', defaultMessage: 'Only comments, not replies, can be replied to.' },
  commentAuthorOnly: {
    id: 'error.commentAuthorOnly',
    defaultMessage: 'Only the author can edit or delete this comment.',
  },
  commentTargetRequired: {
    id: 'error.commentTargetRequired',
    defaultMessage: 'Say what this is about: it has nothing to attach to.',
  },
  // Notes (spec 1 sections 5, 6 and 8).
  noteTargetRequired: { id: 'error.noteTargetRequired', defaultMessage: 'A note needs a goal or a to-do.' },
  invalidNoteDocument: {
    id: 'error.invalidNoteDocument',
    defaultMessage: 'The note content could not be read. Refresh the page and try again.',
  },
  noteAccessDenied: { id: 'error.noteAccessDenied', defaultMessage: 'You do not have access to this note.' },
  noteAuthorOnly: {
    id: 'error.noteAuthorOnly',
    defaultMessage: 'Only the author or an administrator can delete this note.',
  },
  // Reports (spec 2)
  invalidReportType: { id: 'error.invalidReportType', defaultMessage: 'This type of report is not available.' },
  reportDateRequired: {
    id: 'error.reportDateRequired',
    defaultMessage: 'Choose the date of the report, or both ends of its range.',
  },
  reportFutureDate: { id: 'error.reportFutureDate', defaultMessage: 'A report cannot cover dates after today.' },
  reportRangeReversed: { id: 'error.reportRangeReversed', defaultMessage: 'The range ends before it starts.' },
  reportRangeTooLong: {
    id: 'error.reportRangeTooLong',
    defaultMessage: 'A weekly report covers at most 7 days, a custom one at most a year.',
  },
  reportReceiversRequired: { id: 'error.reportReceiversRequired', defaultMessage: 'Choose at least one receiver.' },
  reportReceiverDuplicate: {
    id: 'error.reportReceiverDuplicate',
    defaultMessage: 'This colleague already receives the report.',
  },
  reportExists: { id: 'error.reportExists', defaultMessage: 'You already have a report of this type for this period.' },
  reportReceiverSelf: { id: 'error.reportReceiverSelf', defaultMessage: 'You cannot send a report to yourself.' },
  reportReceiverNotMember: {
    id: 'error.reportReceiverNotMember',
    defaultMessage: 'Reports go to active members of the workspace only.',
  },
  reportOnePrimary: { id: 'error.reportOnePrimary', defaultMessage: 'Only one receiver can be the primary one.' },
  reportAccessDenied: {
    id: 'error.reportAccessDenied',
    defaultMessage: 'Only the receivers of this report can do this.',
  },
  reportAuthorOnly: { id: 'error.reportAuthorOnly', defaultMessage: 'Only the author can change this report.' },
  reportNotFound: {
    id: 'error.reportNotFound',
    defaultMessage: 'The report cannot be found. It may have been deleted.',
  },
  receiverNotFound: { id: 'error.receiverNotFound', defaultMessage: 'This colleague is not a receiver of the report.' },
  // Further reasons of the catalogue (@domain/error-reasons).
  badUpload: { id: 'error.badUpload', defaultMessage: 'The file could not be uploaded. Please try again.' },
  fileRequired: { id: 'error.fileRequired', defaultMessage: 'Choose a picture to upload.' },
  invalidImage: { id: 'error.invalidImage', defaultMessage: 'Upload the picture first.' },
  categoryNotFound: { id: 'error.categoryNotFound', defaultMessage: 'The category cannot be found.' },
  commentNotFound: {
    id: 'error.commentNotFound',
    defaultMessage: 'The comment cannot be found. It may have been deleted.',
  },
  goalNotFound: { id: 'error.goalNotFound', defaultMessage: 'The goal cannot be found.' },
  projectNotFound: { id: 'error.projectNotFound', defaultMessage: 'The project cannot be found.' },
  noteNotFound: { id: 'error.noteNotFound', defaultMessage: 'The note cannot be found.' },
  notificationNotFound: { id: 'error.notificationNotFound', defaultMessage: 'The notification cannot be found.' },
  plannerNotFound: {
    id: 'error.plannerNotFound',
    defaultMessage: 'This time block cannot be found. It may have been removed.',
  },
  todoNotFound: { id: 'error.todoNotFound', defaultMessage: 'The to-do cannot be found.' },
  todoDataInvalid: {
    id: 'error.todoDataInvalid',
    defaultMessage: 'Invalid to-do data: this to-do no longer exists. It may have been deleted.',
  },
  participantNotFound: { id: 'error.participantNotFound', defaultMessage: 'This person does not take part in it.' },
  invalidChoice: { id: 'error.invalidChoice', defaultMessage: 'Choose one of the options.' },
  invalidDisplaySetting: {
    id: 'error.invalidDisplaySetting',
    defaultMessage: 'This display setting is not supported.',
  },
  invalidEndpoint: { id: 'error.invalidEndpoint', defaultMessage: 'This device cannot receive push notifications.' },
  invalidLanguage: { id: 'error.invalidLanguage', defaultMessage: 'This language is not supported.' },
  invalidMbti: { id: 'error.invalidMbti', defaultMessage: 'Enter an MBTI type such as INTJ.' },
  invalidPhone: { id: 'error.invalidPhone', defaultMessage: 'Enter a valid phone number.' },
  invalidRange: { id: 'error.invalidRange', defaultMessage: 'Choose a shorter date range.' },
  invalidTeams: { id: 'error.invalidTeams', defaultMessage: 'Choose teams of this workspace.' },
  memberNotRemovable: { id: 'error.memberNotRemovable', defaultMessage: 'This member cannot be removed.' },
  projectAccessDenied: { id: 'error.projectAccessDenied', defaultMessage: 'You do not have access to this project.' },
  ownershipNotTransferable: {
    id: 'error.ownershipNotTransferable',
    defaultMessage: 'Only the owner can hand the workspace to an active member.',
  },
  ownsWorkspaces: {
    id: 'error.ownsWorkspaces',
    defaultMessage: 'Make someone else the owner of each workspace you share before deleting your account.',
  },
  roleNotAssignable: { id: 'error.roleNotAssignable', defaultMessage: 'You cannot give this role.' },
  requestToSelf: { id: 'error.requestToSelf', defaultMessage: 'You cannot send this request to yourself.' },
  pdfUnavailable: { id: 'error.pdfUnavailable', defaultMessage: 'PDF export is not available on this server.' },
  invalidPage: { id: 'error.invalidPage', defaultMessage: 'This page cannot be loaded. Refresh and try again.' },
  // Feedback, requests, core values and reactions (spec 3 sections 5, 6 and 8).
  feedbackNotFound: {
    id: 'error.feedbackNotFound',
    defaultMessage: 'The feedback cannot be found. It may have been deleted.',
  },
  feedbackRequestNotFound: {
    id: 'error.feedbackRequestNotFound',
    defaultMessage: 'The feedback request cannot be found. It may have been cancelled.',
  },
  coreValueNotFound: {
    id: 'error.coreValueNotFound',
    defaultMessage: 'The core value cannot be found. It may have been deleted.',
  },
  assistantSessionNotFound: {
    id: 'error.assistantSessionNotFound',
    defaultMessage: 'This conversation cannot be found. It may have been deleted.',
  },
  // Daily scrum (spec 3).
  dailyScrumNotFound: {
    id: 'error.dailyScrumNotFound',
    defaultMessage: 'The daily scrum could not be found or created. Refresh and try again.',
  },
  dailyScrumItemNotFound: {
    id: 'error.dailyScrumItemNotFound',
    defaultMessage: 'This scrum item cannot be found. It may have been deleted.',
  },
  dailyScrumTemplateNotFound: {
    id: 'error.dailyScrumTemplateNotFound',
    defaultMessage: 'This template cannot be found. It may have been deleted.',
  },
  scrumAuthorOnly: { id: 'error.scrumAuthorOnly', defaultMessage: 'Only its author can change this item.' },
  scrumItemExists: {
    id: 'error.scrumItemExists',
    defaultMessage: 'You have already posted for this day. Edit your item instead.',
  },
  scrumItemEmpty: { id: 'error.scrumItemEmpty', defaultMessage: 'Write at least one line.' },
  scrumTodoUnknown: { id: 'error.scrumTodoUnknown', defaultMessage: 'A line links a to-do that is not yours.' },
  personalTokenNotFound: {
    id: 'error.personalTokenNotFound',
    defaultMessage: 'This token does not exist or was already revoked.',
  },
  tokenExpiryPast: { id: 'error.tokenExpiryPast', defaultMessage: 'Choose an expiry date after today.' },
  tokenExpiryTooFar: { id: 'error.tokenExpiryTooFar', defaultMessage: 'A token can last a year at most.' },
  tokenLimit: {
    id: 'error.tokenLimit',
    defaultMessage: 'You have too many active tokens. Revoke one you no longer use.',
  },
  tokenReadOnly: {
    id: 'error.tokenReadOnly',
    defaultMessage: 'This token can only read. Create a token with write access to make changes.',
  },
  tokenWorkspaceBound: {
    id: 'error.tokenWorkspaceBound',
    defaultMessage: 'This token only reaches the workspace it is bound to.',
  },
  tokenWorkspaceNotMember: {
    id: 'error.tokenWorkspaceNotMember',
    defaultMessage: 'Choose a workspace you are a member of.',
  },
  webhookNotFound: {
    id: 'error.webhookNotFound',
    defaultMessage: 'This webhook endpoint does not exist or was removed.',
  },
  webhookUrlInvalid: {
    id: 'error.webhookUrlInvalid',
    defaultMessage: 'Enter a full address, like https://example.com/hooks/quarter.',
  },
  webhookUrlNotHttps: { id: 'error.webhookUrlNotHttps', defaultMessage: 'Webhooks are sent over https only.' },
  webhookUrlPrivate: {
    id: 'error.webhookUrlPrivate',
    defaultMessage:
      'Webhooks go to public internet addresses only: this address is (or leads to) a private, local or reserved network.',
  },
  webhookLimit: {
    id: 'error.webhookLimit',
    defaultMessage: 'A workspace can have 10 webhook endpoints. Remove one you no longer use.',
  },
  sessionRequired: {
    id: 'error.sessionRequired',
    defaultMessage: 'Sign in to Quarter to do this: access tokens cannot manage the account.',
  },
  feedbackReceiverRequired: { id: 'error.feedbackReceiverRequired', defaultMessage: 'Choose a colleague.' },
  feedbackReceiverSelf: { id: 'error.feedbackReceiverSelf', defaultMessage: 'You cannot send feedback to yourself.' },
  feedbackReceiverNotMember: {
    id: 'error.feedbackReceiverNotMember',
    defaultMessage: 'Feedback goes to active members of the workspace only.',
  },
  feedbackSenderOnly: { id: 'error.feedbackSenderOnly', defaultMessage: 'Only the person who sent it can do this.' },
  feedbackReceiverOnly: {
    id: 'error.feedbackReceiverOnly',
    defaultMessage: 'Only the person who received it can do this.',
  },
  feedbackRequestClosed: {
    id: 'error.feedbackRequestClosed',
    defaultMessage: 'This request has already been answered or declined.',
  },
  feedbackRequestCancelled: {
    id: 'error.feedbackRequestCancelled',
    defaultMessage: 'The requester has cancelled this request.',
  },
  feedbackValueBothSides: {
    id: 'error.feedbackValueBothSides',
    defaultMessage: 'A core value cannot be both a strength and something to work on.',
  },
  feedbackValueUnknown: {
    id: 'error.feedbackValueUnknown',
    defaultMessage: 'One of the core values is no longer available. Choose again.',
  },
  feedbackTodoUnknown: {
    id: 'error.feedbackTodoUnknown',
    defaultMessage: 'One of the to-dos cannot be linked. Choose again.',
  },
  feedbackTooManyTodos: { id: 'error.feedbackTooManyTodos', defaultMessage: 'Choose at most {max} to-dos.' },
  coreValueDuplicate: {
    id: 'error.coreValueDuplicate',
    defaultMessage: 'This core value already exists in the workspace.',
  },
  invalidEmoji: { id: 'error.invalidEmoji', defaultMessage: 'This emoji cannot be used.' },
});
