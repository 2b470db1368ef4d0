import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { deadlineLabel, todayIn } from '@domain/deadline-label.js';
import type { NotificationType } from '@domain/notification-types.js';
import { nextWeeklyRun } from '@domain/weekly-schedule.js';
import type { Orm } from '../../database/orm.type.js';
import type { Logger } from '../../logger.js';
import { User } from '../user/user.entity.js';
import type { NotificationService } from './notification.service.js';
import { NotificationSchedule, UserNotification } from './reminder.entity.js';

const PLAN_TIME: NotificationType = 'plan_time';
/** Due rows taken per pass; a pass repeats until none are left. */
const BATCH = 100;

export interface DeadlineReminder {
  relatedType: 'goal' | 'todo' | 'project';
  relatedId: string;
  type: Extract<NotificationType, 'goal_deadline_reminder' | 'todo_deadline_reminder' | 'project_deadline_reminder'>;
  recipientIds: string[];
  /** Calendar due date, YYYY-MM-DD. */
  dueDate: string;
  /** When to remind. */
  fireAt: Date;
  workspaceId?: string | null;
  content?: Record<string, string | number | boolean | null>;
}

/**
 * Reminders (spec 2 section 4): the weekly planning-time reminder of each user, and one-off
 * deadline reminders about goals, projects and to-dos. `runDue` is called by the job every minute
 * (and by tests with a clock of their own); rows are claimed with SKIP LOCKED, so several API
 * instances never remind twice.
 */
export class ReminderService {
  constructor(
    private readonly orm: Orm,
    private readonly notifications: NotificationService,
    private readonly logger: Logger,
  ) {}

  /** Keeps the user's plan_time row in step with their settings and time zone. */
  async syncPlanningReminder(em: EntityManager, user: User, now = new Date()): Promise<void> {
    const { planningReminderTime: time, planningReminderDays: weekdays } = user;
    const existing = await em.findOne(UserNotification, { user, notificationTypeCode: PLAN_TIME });
    if (!time || weekdays.length === 0) {
      if (existing) existing.enable = false;
      await em.flush();
      return;
    }
    const recurrencePattern = { type: 'weekly' as const, time, weekdays: [...weekdays] };
    const nextExecutionTime = nextWeeklyRun(now, time, weekdays, user.timezone);
    if (existing) em.assign(existing, { recurrencePattern, nextExecutionTime, enable: true });
    else em.create(UserNotification, { user, notificationTypeCode: PLAN_TIME, recurrencePattern, nextExecutionTime });
    await em.flush();
  }

  /** Schedules (or moves) the deadline reminder of a thing; producers call it when a deadline or status changes. */
  async scheduleDeadline(em: EntityManager, reminder: DeadlineReminder): Promise<void> {
    const key = { relatedType: reminder.relatedType, relatedId: reminder.relatedId, notificationType: reminder.type };
    const fields = {
      recipientIds: reminder.recipientIds,
      dueDate: reminder.dueDate,
      fireAt: reminder.fireAt,
      workspaceId: reminder.workspaceId ?? null,
      content: reminder.content ?? {},
      enable: true,
      firedAt: null,
    };
    const existing = await em.findOne(NotificationSchedule, key);
    if (existing) em.assign(existing, fields);
    else em.create(NotificationSchedule, { ...key, ...fields });
    await em.flush();
  }

  /** Cancels the reminders about a thing (it was completed, cancelled or deleted). */
  async cancelSchedules(em: EntityManager, relatedType: string, relatedId: string): Promise<void> {
    await em.nativeUpdate(NotificationSchedule, { relatedType, relatedId, enable: true }, { enable: false });
  }

  /** Sends every reminder due at `now`; answers how many notifications went out. */
  async runDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = (await this.runDuePlanningReminders(now)) + (await this.runDueDeadlines(now));
      sent += batch;
      if (batch === 0) return sent;
    }
  }

  private async runDuePlanningReminders(now: Date): Promise<number> {
    const em = this.orm.em.fork();
    const due = await em.transactional(async (tx) => {
      // FOR UPDATE SKIP LOCKED: another instance running the same pass takes other rows.
      const rows = await tx.find(
        UserNotification,
        { enable: true, nextExecutionTime: { $lte: now } },
        { limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      const users = await tx.find(User, { id: { $in: rows.map((row) => row.user.id) } });
      const zoneOf = new Map(users.map((user) => [user.id, user.timezone]));
      for (const row of rows) {
        const { time, weekdays } = row.recurrencePattern;
        row.nextExecutionTime = zoneOf.has(row.user.id)
          ? nextWeeklyRun(now, time, weekdays, zoneOf.get(row.user.id)!)
          : null;
      }
      return rows
        .filter((row) => zoneOf.has(row.user.id))
        .map((row) => ({ userId: row.user.id, time: row.recurrencePattern.time }));
    });
    for (const { userId, time } of due) {
      await this.notifications.notify({ type: PLAN_TIME, actorId: null, recipientIds: [userId], content: { time } });
    }
    return due.length;
  }

  private async runDueDeadlines(now: Date): Promise<number> {
    const em = this.orm.em.fork();
    const due = await em.transactional(async (tx) => {
      const rows = await tx.find(
        NotificationSchedule,
        { enable: true, firedAt: null, fireAt: { $lte: now } },
        { limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const row of rows) row.firedAt = now;
      return rows;
    });
    let sent = 0;
    for (const row of due) {
      const users = await em.find(User, { id: { $in: row.recipientIds } });
      for (const user of users) {
        const label = deadlineLabel(row.dueDate, todayIn(user.timezone, now), user.language);
        const created = await this.notifications.notify({
          type: row.notificationType,
          actorId: null,
          recipientIds: [user.id],
          workspaceId: row.workspaceId ?? undefined,
          content: { ...row.content, due_date: row.dueDate, d_day: label },
          related: { type: row.relatedType, id: row.relatedId },
        });
        sent += created.length;
      }
    }
    this.logger.debug({ sent, schedules: due.length }, 'deadline reminders sent');
    return due.length;
  }
}
