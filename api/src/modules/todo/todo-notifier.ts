import type { EntityManager } from '@mikro-orm/postgresql';
import { titleSnippet } from '@domain/notification-text.js';
import type { NotificationType } from '@domain/notification-types.js';
import type { Row } from '../../database/entity-row.js';
import type { EventBus } from '../../graphql/pubsub.js';
import { Goal } from '../goal/goal.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import { Team } from '../team/team.entity.js';
import { sharedWorkspaceIds } from '../workspace/shared-workspaces.js';
import type { Todo } from './todo.entity.js';

/**
 * What a to-do change tells others: its owner, when someone else changed it (spec 2 section 5:
 * only while a member of the workspace), and the live views of its owner's planner and its goal.
 */
export class TodoNotifier {
  constructor(
    private readonly bus: EventBus,
    private readonly notifications: NotificationService,
  ) {}

  async toOwner(
    em: EntityManager,
    type: NotificationType,
    actorId: string,
    todo: Row<Todo>,
    extra: Record<string, string | null> = {},
  ): Promise<void> {
    if (actorId === todo.user.id) return;
    const workspaceId = await this.workspaceOf(em, todo, actorId);
    if (!workspaceId) return;
    await this.notifications.notify({
      type,
      actorId,
      recipientIds: [todo.user.id],
      workspaceId,
      content: { todo_id: todo.id, todo_title: titleSnippet(todo.title), ...extra },
      related: { type: 'todo', id: todo.id },
    });
  }

  /** The owner's planner views refresh (a date, or null for lists without one). */
  plannerChanged(userId: string, date: string | null = null): void {
    this.bus.publish('planner.changed', userId, { userId, date });
  }

  /** Views of the goal refresh (to-do inserted, deleted, enabled or renamed). */
  goalTodosChanged(goalId: string | null | undefined, todoId: string | null): void {
    if (goalId) this.bus.publish('goal.todos.changed', goalId, { goalId, todoId });
  }

  /** The workspace of the to-do's goal, else one the actor and the owner share. */
  private async workspaceOf(em: EntityManager, todo: Row<Todo>, actorId: string): Promise<string | null> {
    if (todo.goal) {
      const goal = await em.findOne(Goal, { id: todo.goal.id }, { filters: false });
      const team = goal ? await em.findOne(Team, { id: goal.team.id }, { filters: false }) : null;
      if (team) return team.workspace.id;
    }
    return (await sharedWorkspaceIds(em, actorId, todo.user.id))[0] ?? null;
  }
}
