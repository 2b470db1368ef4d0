import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { UserNotification } from './reminder.entity.js';
import { useTestApp } from '../../test/suite.js';

const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`;
const LIST = `{ notifications { items { type content relatedId } } }`;

const app = useTestApp();

const reminders = () => app.app.services.reminders;
const itemsOf = async (user: SignedInUser) =>
  (await app.gqlOk(LIST, {}, { token: user.token })).notifications.items as {
    type: string;
    content: Record<string, unknown>;
    relatedId: string;
  }[];
const scheduleOf = (user: SignedInUser) =>
  app.orm.em.fork().findOneOrFail(UserNotification, { user: user.user.id, notificationTypeCode: 'plan_time' });

describe('planning-time reminder', () => {
  it('is scheduled in the user zone, sent when due and moved to the next chosen day', async () => {
    const user = await signedInUser(app, { timezone: 'Asia/Seoul' });
    await app.gqlOk(
      UPDATE,
      { input: { planningReminderTime: '08:45', planningReminderDays: [1, 3, 5] } },
      { token: user.token },
    );
    const row = await scheduleOf(user);
    expect(row.recurrencePattern).toEqual({ type: 'weekly', time: '08:45', weekdays: [1, 3, 5] });
    const firstRun = row.nextExecutionTime!;
    expect(firstRun.toISOString()).toMatch(/T23:45:00\.000Z$/); // 08:45 KST

    expect(await reminders().runDue(new Date(firstRun.getTime() - 60_000))).toBe(0);
    expect(await reminders().runDue(firstRun)).toBeGreaterThanOrEqual(1);
    expect((await itemsOf(user))[0]).toMatchObject({ type: 'plan_time', content: { time: '08:45' } });
    const next = (await scheduleOf(user)).nextExecutionTime!;
    expect(next.getTime()).toBeGreaterThan(firstRun.getTime());
    expect(next.toISOString()).toMatch(/T23:45:00\.000Z$/);
    expect(await reminders().runDue(firstRun)).toBe(0); // sent once
  });

  it('follows a change of time zone, and stops when switched off', async () => {
    const user = await signedInUser(app, { timezone: 'Asia/Seoul' });
    await app.gqlOk(
      UPDATE,
      { input: { planningReminderTime: '09:00', planningReminderDays: [0, 1, 2, 3, 4, 5, 6] } },
      { token: user.token },
    );
    await app.gqlOk(UPDATE, { input: { timezone: 'America/New_York' } }, { token: user.token });
    const inNewYork = (await scheduleOf(user)).nextExecutionTime!;
    expect([13, 14]).toContain(inNewYork.getUTCHours()); // 09:00 EDT or EST
    expect(inNewYork.getUTCMinutes()).toBe(0);

    await app.gqlOk(UPDATE, { input: { planningReminderTime: null } }, { token: user.token });
    expect((await scheduleOf(user)).enable).toBe(false);
    await reminders().runDue(new Date(inNewYork.getTime() + 60_000));
    expect((await itemsOf(user)).filter((n) => n.type === 'plan_time')).toEqual([]);
  });

  it('is sent once even when two instances run the same pass', async () => {
    const user = await signedInUser(app, { timezone: 'Asia/Ho_Chi_Minh' });
    await app.gqlOk(
      UPDATE,
      { input: { planningReminderTime: '07:30', planningReminderDays: [2] } },
      { token: user.token },
    );
    const due = (await scheduleOf(user)).nextExecutionTime!;
    expect(due.toISOString()).toMatch(/T00:30:00\.000Z$/); // 07:30 in UTC+7
    await Promise.all([reminders().runDue(due), reminders().runDue(due), reminders().runDue(due)]);
    expect((await itemsOf(user)).filter((n) => n.type === 'plan_time')).toHaveLength(1);
  });
});

describe('deadline reminders', () => {
  it('remind each recipient with the D-label of their own today, once, and can be moved or cancelled', async () => {
    const seoul = await signedInUser(app, { timezone: 'Asia/Seoul' });
    const newYork = await signedInUser(app, { timezone: 'America/New_York' });
    const todoId = '11111111-1111-4111-8111-111111111111';
    const em = app.orm.em.fork();
    // 2026-11-22T16:00Z is the 23rd in Seoul and the 22nd in New York; the to-do is due on the 24th.
    const fireAt = new Date('2026-11-22T16:00:00Z');
    await reminders().scheduleDeadline(em, {
      relatedType: 'todo',
      relatedId: todoId,
      type: 'todo_deadline_reminder',
      recipientIds: [seoul.user.id, newYork.user.id],
      dueDate: '2026-11-24',
      fireAt,
      content: { todo_title: '보고서 마감' },
    });
    expect(await reminders().runDue(new Date(fireAt.getTime() - 1000))).toBe(0);
    await reminders().runDue(fireAt);
    expect((await itemsOf(seoul))[0]).toMatchObject({
      type: 'todo_deadline_reminder',
      relatedId: todoId,
      content: { d_day: 'D-1', todo_title: '보고서 마감', due_date: '2026-11-24' },
    });
    expect((await itemsOf(newYork))[0].content.d_day).toBe('D-2');
    expect(await reminders().runDue(fireAt)).toBe(0);

    // A new deadline reschedules the same reminder; cancelling stops it.
    await reminders().scheduleDeadline(em, {
      relatedType: 'todo',
      relatedId: todoId,
      type: 'todo_deadline_reminder',
      recipientIds: [seoul.user.id],
      dueDate: '2026-11-24',
      fireAt: new Date('2026-11-24T00:00:00Z'),
    });
    await reminders().cancelSchedules(em, 'todo', todoId);
    await reminders().runDue(new Date('2026-11-25T00:00:00Z'));
    expect((await itemsOf(seoul)).filter((n) => n.type === 'todo_deadline_reminder')).toHaveLength(1);
  });
});
