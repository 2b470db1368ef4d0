import { defineMessageMap } from '../../i18n/defineMessageMap';

export const notificationMessages = defineMessageMap({
  bellLabel: { id: 'shell.notifications.label', defaultMessage: 'Notifications' },
  bellLabelUnread: {
    id: 'notification.bell.labelUnread',
    defaultMessage: 'Notifications, {count} unread',
  },
  title: { id: 'shell.notifications.label', defaultMessage: 'Notifications' },
  filterLabel: { id: 'notification.filter.label', defaultMessage: 'Show' },
  filterAll: { id: 'notification.filter.all', defaultMessage: 'All' },
  filterUnread: { id: 'notification.filter.unread', defaultMessage: 'Unread' },
  markAllRead: { id: 'notification.markAllRead', defaultMessage: 'Mark all as read' },
  markAllReadFailed: {
    id: 'notification.markAllReadFailed',
    defaultMessage: 'The notifications could not be marked as read. {detail}',
  },
  emptyAll: {
    id: 'notification.empty.all',
    defaultMessage: 'No notifications yet. Invitations, requests and changes to your work will show up here.',
  },
  emptyUnread: { id: 'notification.empty.unread', defaultMessage: 'You have read everything.' },
  loadFailed: { id: 'notification.loadFailed', defaultMessage: 'The notifications could not be loaded.' },
  retry: { id: 'notification.retry', defaultMessage: 'Try again' },
  loadingMore: { id: 'notification.loadingMore', defaultMessage: 'Loading more notifications' },
  markRead: { id: 'notification.item.markRead', defaultMessage: 'Mark as read' },
  markUnread: { id: 'notification.item.markUnread', defaultMessage: 'Mark as unread' },
  delete: { id: 'notification.item.delete', defaultMessage: 'Delete' },
  readFailed: { id: 'notification.item.readFailed', defaultMessage: 'The notification could not be updated. {detail}' },
  deleteFailed: {
    id: 'notification.item.deleteFailed',
    defaultMessage: 'The notification could not be deleted. {detail}',
  },
  unviewed: { id: 'notification.item.new', defaultMessage: 'New' },
  someone: { id: 'notification.actor.unknown', defaultMessage: 'Someone' },
});
