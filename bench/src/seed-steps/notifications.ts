/** Seeding step: notifications. */
import { NOTIFICATION_TYPES } from '../seed-vocabulary.js';
import { json, type People, type Row, type SeedContext } from './context.js';

/** Notifications: 60 for the bench and probe users (lists of 1 .. 50), 0 to 30 for everyone else. */
export function seedNotifications(ctx: SeedContext, people: People, goals: Row[]): Row[] {
  const { r, past } = ctx;
  const { users, userId, workspaceId } = people;
  const notifications: Row[] = [];
  for (let i = 0; i < 200; i++) {
    const n = i === 0 || i === 5 ? 60 : r.int(0, 30);
    for (let k = 0; k < n; k++) {
      const actor = r.int(0, 199);
      const registered = past(30);
      const goal = r.pick(goals);
      notifications.push({
        id: r.uuid(),
        user_id: userId(i),
        type: r.pick(NOTIFICATION_TYPES),
        content: json({
          actor_name: users[actor].name,
          actor_id: userId(actor),
          actor_image_url: null,
          parent_title: goal.title,
          workspace_id: workspaceId,
        }),
        related_id: goal.id,
        related_type: 'goal',
        is_read: r.chance(0.6),
        is_viewed: r.chance(0.8),
        enable: true,
        register_date: registered,
        update_date: registered,
      });
    }
  }
  return notifications;
}
