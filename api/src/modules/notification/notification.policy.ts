import { userPolicy } from '../user/user.policy.js';

/**
 * A notification is its recipient's alone (spec 2 section 7): only they read, mark, change or delete
 * it, and to anyone else it does not exist (NOT_FOUND). Lists, counts and bulk changes are scoped to
 * the viewer by their queries.
 */
export interface NotificationSubject {
  recipientId: string;
}

export const notificationPolicy = {
  own: (viewerId: string, notification: NotificationSubject) => userPolicy.own(viewerId, notification.recipientId),
};
