import type { EntityManager } from '@mikro-orm/postgresql';
import { GOAL_TABLES, whereReadable } from '../work-item/readable-work-items.query.js';
import { DateTime } from 'luxon';
import { DEFAULT_CATEGORY_ID } from '@domain/categories.js';
import { deadlineReminderAt } from '@domain/deadline-reminder.js';
import { titleSnippet } from '@domain/notification-text.js';
import { TODO_TITLE_MAX } from '@domain/text-limits.js';
import { DONE_WINDOW_MONTHS, nextDueDate, todoStatus } from '@domain/todo-status.js';
import type { Orm } from '../../database/orm.type.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { errors } from '../../graphql/errors.js';
import { Category } from '../category/category.entity.js';
import { Goal } from '../goal/goal.entity.js';
import type { ReminderService } from '../notification/reminder.service.js';
import { Planner } from '../planner/planner.entity.js';
import type { PlannerService } from '../planner/planner.service.js';
import { User } from '../user/user.entity.js';
import { recordTodoChanges, todoChanges, todoSnapshot, type TodoSnapshot } from './todo-history.js';
import { doneIds, inboxIds, inboxRankBefore, topInboxRank, unfinishedIds } from './todo-lists.query.js';
import type { TodoNotifier } from './todo-notifier.js';
import { Todo } from './todo.entity.js';
import type { CreateTodoInput, TodoPage, UpdateTodoInput } from './todo.types.js';

const TITLE_MAX = TODO_TITLE_MAX;

export interface TodoServiceDeps {
  events: DomainEvents;
  notifier: TodoNotifier;
  planners: PlannerService;
  reminders: ReminderService;
  orm: Orm;
}

/** To-dos (spec 1 sections 3 to 7): callers have authorized the viewer; the to-do's own rules live here. */
export class TodoService {
  constructor(private readonly deps: TodoServiceDeps) {
    this.followGoals(deps.events);
  }

  /** Creates a to-do, planned at once when a plan is given: one transaction, so a taken slot creates nothing. */
  async create(
    em: EntityManager,
    actorId: string,
    ownerId: string,
    goal: Goal | null,
    input: CreateTodoInput,
  ): Promise<Todo> {
    const category = await this.category(em, input.categoryId);
    const todo = em.create(Todo, {
      title: validTitle(input.title),
      content: input.content ?? null,
      user: em.getReference(User, ownerId),
      register: em.getReference(User, actorId),
      goal,
      category,
      // Linking a team goal makes the to-do public (every goal belongs to a team).
      isPublic: goal ? true : (input.isPublic ?? true),
      dueDate: input.dueDate ?? null,
      inboxRank: await topInboxRank(em, ownerId),
    });
    await recordTodoChanges(em, todo, actorId, [{ field: 'todo', oldValue: null, newValue: todo.title }]);
    if (input.plan) this.deps.planners.add(em, actorId, todo, input.plan.date, input.plan.blocks ?? []);
    await this.deps.planners.flushBooking(em, ownerId, input.plan ? [input.plan.date] : []);
    await this.syncReminder(em, todo);
    if (ownerId !== actorId) await this.deps.notifier.toOwner(em, 'todo_assigned', actorId, todo);
    this.deps.notifier.plannerChanged(ownerId, input.plan?.date ?? null);
    this.deps.notifier.goalTodosChanged(goal?.id, todo.id);
    return todo;
  }

  async update(
    em: EntityManager,
    actorId: string,
    todo: Todo,
    input: UpdateTodoInput,
    goal: Goal | null | undefined,
  ): Promise<Todo> {
    const renamed = input.title != null && validTitle(input.title) !== todo.title;
    const formerGoal = todo.goal?.id ?? null;
    const formerDue = todo.dueDate ?? null;
    const before = todoSnapshot(todo);
    if (input.title != null) todo.title = validTitle(input.title);
    if (input.content !== undefined) todo.content = input.content ?? null;
    if (input.categoryId) todo.category = await this.category(em, input.categoryId);
    if (goal !== undefined) todo.goal = goal;
    if (input.isPublic != null) {
      if (todo.goal && !input.isPublic)
        throw errors.badInput('isPublic', 'TEAM_GOAL_TODO_PUBLIC', 'A to-do of a team goal is always public.');
      todo.isPublic = input.isPublic;
    }
    if (todo.goal) todo.isPublic = true;
    if (input.dueDate !== undefined) todo.dueDate = nextDueDate(formerDue, input.dueDate ?? null);
    todo.update = em.getReference(User, actorId);
    await recordTodoChanges(em, todo, actorId, todoChanges(before, todoSnapshot(todo)));
    await em.flush();
    if ((todo.dueDate ?? null) !== formerDue) {
      await this.syncReminder(em, todo);
      await this.deps.notifier.toOwner(em, 'todo_deadline_changed', actorId, todo, {
        old_deadline: formerDue,
        new_deadline: todo.dueDate ?? null,
      });
    }
    this.deps.notifier.plannerChanged(todo.user.id);
    if (renamed || formerGoal !== (todo.goal?.id ?? null)) {
      this.deps.notifier.goalTodosChanged(formerGoal, todo.id);
      this.deps.notifier.goalTodosChanged(todo.goal?.id, todo.id);
    }
    return todo;
  }

  /** Checking the box sets the complete date; unchecking clears it. */
  async setComplete(em: EntityManager, actorId: string, todo: Todo, complete: boolean): Promise<Todo> {
    const before = todoSnapshot(todo);
    todo.completeDate = complete ? (todo.completeDate ?? new Date()) : null;
    return this.stateChanged(em, actorId, todo, before);
  }

  /** Stop: sets the cancelled date; the to-do stays in the planner only up to the selected date. */
  async stop(em: EntityManager, actorId: string, todo: Todo, selectedDate: string): Promise<Todo> {
    const before = todoSnapshot(todo);
    todo.cancelledDate = new Date();
    await em.nativeDelete(Planner, { todo, plannerDate: { $gt: selectedDate } });
    return this.stateChanged(em, actorId, todo, before);
  }

  async resume(em: EntityManager, actorId: string, todo: Todo): Promise<Todo> {
    const before = todoSnapshot(todo);
    todo.cancelledDate = null;
    return this.stateChanged(em, actorId, todo, before);
  }

  /** "Delete all": every plan goes and the to-do is soft-deleted. */
  async softDelete(em: EntityManager, todo: Todo): Promise<void> {
    await em.nativeDelete(Planner, { todo });
    todo.enable = false;
    await em.flush();
    await this.deps.reminders.cancelSchedules(em, 'todo', todo.id);
    this.deps.notifier.plannerChanged(todo.user.id);
    this.deps.notifier.goalTodosChanged(todo.goal?.id, todo.id);
  }

  /** Inbox to inbox (spec 1): the to-do goes just above `beforeId`, or last; NOT_FOUND when that is not the owner's. */
  async moveInInbox(em: EntityManager, todo: Todo, beforeId: string | null): Promise<Todo> {
    const rank = await inboxRankBefore(em, todo.user.id, todo.id, beforeId);
    if (rank === null) throw errors.notFound('To-do');
    todo.inboxRank = rank;
    await em.flush();
    this.deps.notifier.plannerChanged(todo.user.id);
    return todo;
  }

  inbox(em: EntityManager, viewerId: string, offset: number, size: number): Promise<TodoPage> {
    return this.page(em, inboxIds(em, viewerId, offset, size));
  }

  unfinished(em: EntityManager, viewerId: string, date: string, offset: number, size: number): Promise<TodoPage> {
    return this.page(em, unfinishedIds(em, viewerId, date, offset, size));
  }

  done(em: EntityManager, viewerId: string, offset: number, size: number): Promise<TodoPage> {
    const since = DateTime.now().minus({ months: DONE_WINDOW_MONTHS }).toJSDate();
    return this.page(em, doneIds(em, viewerId, since, offset, size));
  }

  private async page(em: EntityManager, query: Promise<{ ids: string[]; total: number }>): Promise<TodoPage> {
    const { ids, total } = await query;
    const rows = ids.length ? await em.find(Todo, { id: { $in: ids } }) : [];
    const byId = new Map(rows.map((todo) => [todo.id, todo]));
    return { items: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), total };
  }

  private async stateChanged(em: EntityManager, actorId: string, todo: Todo, before: TodoSnapshot): Promise<Todo> {
    todo.update = em.getReference(User, actorId);
    await recordTodoChanges(em, todo, actorId, todoChanges(before, todoSnapshot(todo)));
    await em.flush();
    await this.syncReminder(em, todo);
    await this.deps.notifier.toOwner(em, 'todo_state_changed', actorId, todo, {
      old_state: before.status,
      new_state: todoStatus(todo),
    });
    this.deps.notifier.plannerChanged(todo.user.id);
    return todo;
  }

  private async category(em: EntityManager, categoryId: string | null | undefined): Promise<Category> {
    const category = await em.findOne(Category, { id: categoryId ?? DEFAULT_CATEGORY_ID });
    if (!category) throw errors.badInput('categoryId', 'CATEGORY_NOT_FOUND', 'This category does not exist.');
    return category;
  }

  /** The to-do's due-date reminder to its owner: 09:00 the day before, in the owner's zone; none once done. */
  private async syncReminder(em: EntityManager, todo: Todo): Promise<void> {
    const owner = await em.findOne(User, { id: todo.user.id });
    const open = !todo.completeDate && !todo.cancelledDate && todo.enable;
    const fireAt = open && todo.dueDate && owner ? deadlineReminderAt(todo.dueDate, owner.timezone) : null;
    if (!fireAt) {
      await this.deps.reminders.cancelSchedules(em, 'todo', todo.id);
      return;
    }
    await this.deps.reminders.scheduleDeadline(em, {
      relatedType: 'todo',
      relatedId: todo.id,
      type: 'todo_deadline_reminder',
      recipientIds: [todo.user.id],
      dueDate: todo.dueDate!,
      fireAt,
      content: { todo_id: todo.id, todo_title: titleSnippet(todo.title) },
    });
  }

  /** Goal rules that act on to-dos (spec 1 section 4), run in their own unit of work after the goal change. */
  private followGoals(events: DomainEvents): void {
    events.on('goal_participant_removed', async ({ goalId, userId }) => {
      await this.em().nativeUpdate(Todo, { goal: goalId, user: userId }, { goal: null });
      this.deps.notifier.goalTodosChanged(goalId, null);
      this.deps.notifier.plannerChanged(userId);
    });
    // Spec 2 section 4: leaving a team clears the person's links to its goals that they may no
    // longer read (those they lead or take part in, or see through another team, stay linked).
    events.on('team_member_left', async ({ teamId, userId }) => {
      const em = this.em();
      const knex = em.getKnex();
      const stillReadable = whereReadable(knex, knex('goal as g').select('g.id'), GOAL_TABLES, userId);
      const lost = knex('goal as lost')
        .select('lost.id')
        .where('lost.team_id', teamId)
        .whereNotIn('lost.id', stillReadable);
      const unlinked: { id: string; goal_id: string }[] = await knex('todo')
        .select('id', 'goal_id')
        .where({ user_id: userId })
        .whereIn('goal_id', lost);
      if (unlinked.length)
        await knex('todo')
          .whereIn(
            'id',
            unlinked.map((row) => row.id),
          )
          .update({ goal_id: null, update_date: new Date() });
      for (const goalId of new Set(unlinked.map((row) => row.goal_id)))
        this.deps.notifier.goalTodosChanged(goalId, null);
      if (unlinked.length) this.deps.notifier.plannerChanged(userId);
    });
    events.on('goal_hidden', async ({ goalId, userId }) => {
      await this.em().nativeUpdate(Todo, { goal: goalId, user: userId }, { isHidden: true });
      this.deps.notifier.plannerChanged(userId);
    });
    events.on('goal_revealed', async ({ goalId, userId }) => {
      await this.em().nativeUpdate(Todo, { goal: goalId, user: userId }, { isHidden: false });
      this.deps.notifier.plannerChanged(userId);
    });
  }

  private em(): EntityManager {
    return this.deps.orm.em.fork();
  }
}

function validTitle(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw errors.badInput('title', 'TITLE_REQUIRED', 'Please enter a title.');
  if (trimmed.length > TITLE_MAX)
    throw errors.badInput('title', 'TITLE_TOO_LONG', `The title can be at most ${TITLE_MAX} characters.`);
  return trimmed;
}
