/** What other areas mount from notifications: the header's bell with its panel. */
export { NotificationBell } from './NotificationBell';
