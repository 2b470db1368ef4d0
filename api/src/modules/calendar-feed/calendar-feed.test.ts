import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { ADD_MEMBER, CREATE_TEAM } from '../../test/org-factories.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { createGoal } from '../../test/goal-factories.js';
import { createTodo, PLAN } from '../../test/todo-factories.js';
import { hashToken } from '../auth/tokens.js';
import { CalendarFeed } from './calendar-feed.entity.js';
import { CALENDAR_FEED_BUDGETS } from './calendar-feed.service.js';

const app = useTestApp();
const org = useOrganisation(app);

const FEED = `{ calendarFeed { createdAt } }`;
const RESET = `mutation { resetCalendarFeed { url calendarFeed { createdAt } } }`;
const CREATE_TOKEN = `mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { token } }`;

/** A day `days` from today in Seoul (the factories' time zone). */
const inDays = (days: number) => DateTime.now().setZone('Asia/Seoul').plus({ days }).toISODate()!;

async function resetFeed(user: SignedInUser): Promise<string> {
  return (await app.gqlOk(RESET, {}, { token: user.token })).resetCalendarFeed.url as string;
}

/** Fetches a feed URL of the test app (the URL names the public address; the request goes to the running app). */
function fetchFeed(url: string): Promise<Response> {
  return fetch(`${app.url}${new URL(url).pathname}`);
}

async function plan(
  user: SignedInUser,
  input: Record<string, unknown>,
  date: string,
  blocks: number[],
): Promise<string> {
  const todoId = await createTodo(app, user.token, input);
  await app.gqlOk(PLAN, { todoId, date, blocks }, { token: user.token });
  return todoId;
}

/** The events of an ICS text as ical.js reads them (its VTIMEZONEs registered first). */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      zone: event.startDate.zone?.tzid,
    };
  });
}

describe('calendar feed', () => {
  it('is made once with a secret URL, stored as a hash only, and serves the owner planned blocks as ICS', async () => {
    const owner = await signedInUser(app);
    expect((await app.gqlOk(FEED, {}, { token: owner.token })).calendarFeed).toBeNull();
    const url = await resetFeed(owner);
    expect(url).toMatch(/^http:\/\/quarter\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const secret = url.slice(url.lastIndexOf('/') + 1, -'.ics'.length);
    const stored = await app.orm.em.fork().findOneOrFail(CalendarFeed, { user: owner.user.id });
    expect(stored.secretHash).toBe(hashToken(secret));
    expect((await app.gqlOk(FEED, {}, { token: owner.token })).calendarFeed.createdAt).toBe(
      stored.createdAt.toISOString(),
    );

    const today = inDays(0);
    await plan(owner, { title: 'Write the release notes' }, today, [36, 37, 38, 39]);
    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('X-WR-CALNAME:Quarter 플래너');
    expect(text).toContain('TZID:Asia/Seoul');
    expect(events(text)).toEqual([
      expect.objectContaining({
        summary: 'Write the release notes',
        start: `${today}T09:00:00`,
        end: `${today}T10:00:00`,
        zone: 'Asia/Seoul',
      }),
    ]);
  });

  it('merges consecutive quarter-hours of one planner into one event per run, with UIDs that stay the same on the next fetch', async () => {
    const owner = await signedInUser(app);
    const url = await resetFeed(owner);
    const day = inDays(3);
    await plan(owner, { title: 'Deep work' }, day, [32, 33, 34, 35, 36, 37, 52, 53]);
    await plan(owner, { title: 'Standup' }, day, [38]);
    await plan(owner, { title: 'Not timed' }, day, []);
    const first = events(await (await fetchFeed(url)).text());
    expect(first.map((event) => [event.summary, event.start, event.end])).toEqual([
      ['Deep work', `${day}T08:00:00`, `${day}T09:30:00`],
      ['Standup', `${day}T09:30:00`, `${day}T09:45:00`],
      ['Deep work', `${day}T13:00:00`, `${day}T13:30:00`],
    ]);
    expect(new Set(first.map((event) => event.uid)).size).toBe(3);
    const second = events(await (await fetchFeed(url)).text());
    expect(second.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
  });

  it('shows the owner zone: the same slots in Ho Chi Minh City are other instants', async () => {
    const owner = await signedInUser(app, { timezone: 'Asia/Ho_Chi_Minh', language: 'vi-VN' });
    const url = await resetFeed(owner);
    const day = DateTime.now().setZone('Asia/Ho_Chi_Minh').plus({ days: 1 }).toISODate()!;
    await plan(owner, { title: 'Họp nhóm' }, day, [36]);
    const text = await (await fetchFeed(url)).text();
    expect(text).toContain('X-WR-CALNAME:Lịch Quarter');
    const calendar = new ICAL.Component(ICAL.parse(text));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Họp nhóm');
    expect(event.startDate.toJSDate().toISOString()).toBe(
      DateTime.fromISO(`${day}T09:00`, { zone: 'Asia/Ho_Chi_Minh' }).toUTC().toISO(),
    );
  });

  it('masks private titles as a colleague sees them, keeps their blocks, and leaves out other people and the days outside the window', async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const url = await resetFeed(owner);
    const day = inDays(1);
    await plan(owner, { title: 'Doctor appointment', isPublic: false }, day, [40, 41]);
    await plan(owner, { title: 'Too far ahead' }, inDays(91), [40]);
    await plan(owner, { title: 'Long ago' }, inDays(-31), [40]);
    await plan(owner, { title: 'A month ago' }, inDays(-30), [40]);
    await plan(other, { title: 'Someone else' }, day, [40]);
    const text = await (await fetchFeed(url)).text();
    expect(text).not.toContain('Doctor appointment');
    expect(text).not.toContain('Someone else');
    expect(events(text).map((event) => [event.summary, event.start])).toEqual([
      ['A month ago', `${inDays(-30)}T10:00:00`],
      ['비공개 할 일', `${day}T10:00:00`],
    ]);
  });

  it('keeps the titles of the owner to-dos on a goal of a workspace they have left (theirs, read-only)', async () => {
    const owner = await signedInUser(app);
    await app.gqlOk(ADD_MEMBER, { workspaceId: org.workspaceId, email: owner.email }, { token: org.owner.token });
    const teamId = (
      await app.gqlOk(
        CREATE_TEAM,
        { input: { workspaceId: org.workspaceId, name: 'Feed team', memberIds: [owner.user.id] } },
        { token: org.owner.token },
      )
    ).createTeam.id;
    const goalId = await createGoal(app, org.owner.token, { teamId });
    await plan(owner, { title: 'Goal work', goalId }, inDays(2), [44]);
    await app.gqlOk(
      `mutation($w: UUID!, $u: UUID!) { removeWorkspaceMember(workspaceId: $w, userId: $u) }`,
      { w: org.workspaceId, u: owner.user.id },
      { token: org.owner.token },
    );
    const url = await resetFeed(owner);
    expect(events(await (await fetchFeed(url)).text()).map((event) => event.summary)).toEqual(['Goal work']);
  });

  it('answers 404 for the old URL once reset, and for an unknown or malformed secret', async () => {
    const owner = await signedInUser(app);
    const old = await resetFeed(owner);
    expect((await fetchFeed(old)).status).toBe(200);
    const fresh = await resetFeed(owner);
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect(await app.orm.em.fork().count(CalendarFeed, { user: owner.user.id })).toBe(1);
    expect((await fetch(`${app.url}/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    const malformed = await fetch(`${app.url}/calendar/not-a-secret.ics`);
    expect(malformed.status).toBe(404);
    expect(malformed.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('is made and reset from a signed-in session only, not with a personal access token', async () => {
    const owner = await signedInUser(app);
    const { createPersonalAccessToken } = await app.gqlOk(
      CREATE_TOKEN,
      { input: { name: 'feed', scope: 'READ_WRITE', expiresOn: inDays(7) } },
      { token: owner.token },
    );
    const result = await app.gql(RESET, {}, { token: createPersonalAccessToken.token });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'SESSION_REQUIRED' });
    expect((await app.gqlOk(FEED, {}, { token: createPersonalAccessToken.token })).calendarFeed).toBeNull();
  });

  it('reads a feed in one statement, whatever the number of planners', async () => {
    const owner = await signedInUser(app);
    const url = await resetFeed(owner);
    await plan(owner, { title: 'One' }, inDays(1), [40]);
    await fetchFeed(url);
    const small = await app.countStatements(() => fetchFeed(url));
    for (let i = 0; i < 6; i += 1)
      await plan(owner, { title: `More ${i}`, isPublic: i % 2 === 0 }, inDays(i + 2), [40, 41, 50]);
    const large = await app.countStatements(() => fetchFeed(url));
    // The feed's one read statement (the request budget's counter runs on rate-limiter-flexible's own query).
    expect(small).toBe(1);
    expect(large).toBe(small);
  });

  it('limits requests per feed and per address guessing wrong (429 with Retry-After)', async () => {
    const owner = await signedInUser(app);
    const url = await resetFeed(owner);
    for (let i = 0; i < CALENDAR_FEED_BUDGETS.feed.points; i += 1) expect((await fetchFeed(url)).status).toBe(200);
    const limited = await fetchFeed(url);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another feed has its own budget.
    expect((await fetchFeed(await resetFeed(await signedInUser(app)))).status).toBe(200);
    // Misses count per client address (behind the local proxy: X-Forwarded-For).
    const guess = (address: string) =>
      fetch(`${app.url}/calendar/${'B'.repeat(43)}.ics`, { headers: { 'x-forwarded-for': address } }).then(
        (r) => r.status,
      );
    const statuses: number[] = [];
    for (let i = 0; i <= CALENDAR_FEED_BUDGETS.misses.points; i += 1) statuses.push(await guess('203.0.113.7'));
    expect(statuses).toEqual([...Array(CALENDAR_FEED_BUDGETS.misses.points).fill(404), 429]);
    expect(await guess('203.0.113.8')).toBe(404);
  });
});
