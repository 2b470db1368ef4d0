import { defineModule } from '../../kernel/module.js';
import { Notification } from './notification.entity.js';
import { NotificationResolver } from './notification.resolver.js';
import { NotificationService } from './notification.service.js';
import { notifyOrganisationEvents } from './organisation-notifications.js';
import { NotificationSchedule, UserNotification } from './reminder.entity.js';
import { ReminderService } from './reminder.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    notifications: NotificationService;
    reminders: ReminderService;
  }
}

declare module '../../graphql/pubsub.js' {
  interface Topics {
    /** A notification of a user was created or changed (notificationId null: many at once, e.g. mark all read). */
    'notification.changed': [userId: string, payload: { notificationId: string | null }];
    /** Notifications of a user were deleted. */
    'notification.deleted': [userId: string, payload: { notificationIds: string[] }];
  }
}

/** In-app notifications, their push delivery, and reminders (spec 2 section 5). */
export const notificationModule = defineModule({
  name: 'notification',
  entities: [Notification, UserNotification, NotificationSchedule],
  resolvers: [NotificationResolver],
  services: ({ orm, bus, logger, push }) => {
    const notifications = new NotificationService(orm, bus, logger, [push]);
    return { notifications, reminders: new ReminderService(orm, notifications, logger) };
  },
  start: ({ events, notifications, orm }) => notifyOrganisationEvents(events, notifications, orm),
});
