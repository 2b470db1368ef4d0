import { defineMessageMap } from '../../i18n/defineMessageMap';

/** Limits of the API (api/src/modules/announcement service). */
export { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, ANNOUNCEMENTS_PER_DAY } from '@domain/announcement';

export const announcementMessages = defineMessageMap({
  title: { id: 'workspace.announcement.title', defaultMessage: 'Announce to members' },
  description: {
    id: 'workspace.announcement.description',
    defaultMessage:
      'Every other active member gets it in their notifications and as a push. Plain text: a title of up to {titleMax} characters and a message of up to {bodyMax}; {perDay} announcements a day at most.',
  },
  left: {
    id: 'workspace.announcement.left',
    defaultMessage:
      '{left, plural, =0 {No announcements left today.} one {# announcement left today.} other {# announcements left today.}}',
  },
  titleLabel: { id: 'workspace.announcement.titleLabel', defaultMessage: 'Title' },
  bodyLabel: { id: 'workspace.announcement.bodyLabel', defaultMessage: 'Message' },
  bodyHint: { id: 'workspace.field.descriptionHint', defaultMessage: 'Optional' },
  send: { id: 'workspace.announcement.send', defaultMessage: 'Send announcement' },
  sent: {
    id: 'workspace.announcement.sent',
    defaultMessage:
      '{count, plural, =0 {The announcement has been sent; nobody else is in the workspace yet.} one {The announcement has been sent to # member.} other {The announcement has been sent to # members.}}',
  },
  sendFailed: {
    id: 'workspace.announcement.sendFailed',
    defaultMessage: 'The announcement could not be sent. {detail}',
  },
});
