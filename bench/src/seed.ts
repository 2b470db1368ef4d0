/**
 * The bench database: `quarter_bench` on the local PostgreSQL, migrated by Quarter's own built ORM
 * module (dist/api/src/database/orm.js) and filled with multi-row INSERTs through `pg`:
 *
 *   200 users in one workspace, 10 teams (30% of people in two), 20 projects, 500 goals (hierarchy,
 *   leaders, participants, sharing with a second team for 30%), 5,000 to-dos, 8,000 planners (no two
 *   of one user and date share a slot: the exclusion constraint holds), 2,000 notes, about 2,200
 *   comments, about 3,000 notifications; the six categories as the migration seeds them.
 *
 * The "bench user" plans a day of 14 planners, each with its to-do and the to-do's goal (the
 * measured question), and days of 1, 60 and 500 planners (P1). The "probe user" (a PMO in every
 * team) reads all 500 goals and 2,000 notes, so lists of N = 1 .. 500 exist for P1.
 *
 * The data is generated from a fixed random seed, so every reseed builds the same database. It is
 * reused as long as `bench.fixture` holds the same SEED_VERSION (`--reseed` forces a new one).
 */
import 'reflect-metadata';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DATABASE_URL, DB_NAME, PASSWORD, PG_ADMIN_URL, ROOT_DIR } from './config.js';

/** Bump when the generated data changes: a stored database of another version is rebuilt. */
export const SEED_VERSION = 3;

export interface Fixture {
  seedVersion: number;
  createdAt: string;
  /** The measured day (the date of seeding in Asia/Seoul). */
  benchDay: string;
  benchUser: { id: string; email: string };
  probeUser: { id: string; email: string };
  workspaceId: string;
  /** The bench user's first team (P3 goal list: goals shared with it). */
  benchTeamId: string;
  /** The bench user's days with exactly N planners (P1). */
  plannerDays: { n: number; date: string }[];
  /** Goals whose thread holds exactly N top-level comments (P1), readable by both users. */
  commentGoals: { n: number; goalId: string; replies: number }[];
  /** The planner that P4's mutation moves (alone on its date). */
  fanoutPlanner: { id: string; date: string; blocks: number[] };
  counts: Record<string, number>;
}

const CATEGORY_IDS = [1, 2, 3, 4, 5, 6].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', 'Nguyen', 'Tran', 'Smith', 'Lee'];
const GIVEN = ['민준', '서연', '도윤', '지우', '하준', '서윤', '시우', '하은', '주원', '지호', '예준', '수아', '유진', '지안', '현우', '채원', ' Anh', ' Linh', ' Sam', ' Alex'];
const TEAMS = ['Platform', 'Mobile', 'Web', 'Data', 'Design', 'Sales', 'Marketing', 'Support', 'Finance', 'People'];
const GOAL_WORDS = ['Launch', 'Improve', 'Reduce', 'Migrate', 'Ship', 'Hire for', 'Document', 'Automate', 'Redesign', 'Grow'];
const GOAL_OBJECTS = ['onboarding', 'billing', 'search', 'the planner', 'notifications', 'churn', 'latency', 'the mobile app', 'reporting', 'support backlog', 'pricing page', 'the data pipeline'];
const TODO_WORDS = ['Review', 'Write', 'Call', 'Prepare', 'Fix', 'Plan', 'Check', 'Draft', 'Update', 'Meet about', 'Test', 'Clean up'];
const TODO_OBJECTS = ['PR #', 'spec v', 'slides ', 'retro notes ', 'budget ', 'interview ', 'release ', 'dashboard ', 'contract ', 'ticket #'];
const STATUSES: [string, number][] = [['BACKLOG', 10], ['PLANNED', 30], ['IN_PROGRESS', 35], ['AT_RISK', 5], ['PAUSED', 5], ['COMPLETED', 12], ['CANCELED', 3]];
const PRIORITIES = ['HIGHEST', 'HIGH', 'MEDIUM', 'LOW', 'LOWEST'];
const NOTIFICATION_TYPES = ['comment', 'reply', 'mention', 'todo_time_changed', 'goal_state_changed', 'goal_deadline_changed', 'todo_assigned', 'goal_leader_changed'];

type Row = Record<string, unknown>;

/** A deterministic generator (mulberry32), so that every reseed builds the same data. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  const weighted = (choices: [string, number][]) => {
    const total = choices.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of choices) if ((r -= w) < 0) return value;
    return choices[0][0];
  };
  const uuid = () => {
    const hex = Array.from({ length: 16 }, () => int(0, 255));
    hex[6] = (hex[6] & 0x0f) | 0x40;
    hex[8] = (hex[8] & 0x3f) | 0x80;
    const h = hex.map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  return { next, int, pick, chance, sample, weighted, uuid };
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const at = (day: string, hour: number, minute = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000);

/** Ensures the bench database exists, migrated and seeded at SEED_VERSION; answers its fixture. */
export async function ensureDatabase(options: { reseed: boolean; log: (line: string) => void }): Promise<Fixture> {
  const { log } = options;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [DB_NAME])).rowCount! > 0;
    if (exists && !options.reseed) {
      const fixture = await readFixture();
      if (fixture?.seedVersion === SEED_VERSION) {
        log(`database ${DB_NAME}: reused (seeded ${fixture.createdAt}; --reseed rebuilds it)`);
        return fixture;
      }
    }
    if (exists) await admin.query(`drop database "${DB_NAME}" with (force)`);
    await admin.query(`create database "${DB_NAME}"`);
  } finally {
    await admin.end();
  }
  const started = Date.now();
  await migrate();
  log(`database ${DB_NAME}: created and migrated by Quarter's ORM in ${Date.now() - started} ms`);
  const t1 = Date.now();
  const fixture = await seed();
  log(`database ${DB_NAME}: seeded in ${Date.now() - t1} ms: ${Object.entries(fixture.counts).map(([k, v]) => `${v} ${k}`).join(', ')}`);
  return fixture;
}

async function readFixture(): Promise<Fixture | null> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(`select value from bench.fixture where key = 'fixture'`);
    return (rows[0]?.value as Fixture) ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/** Runs Quarter's migrations with its own built ORM module (npm run build first). */
async function migrate(): Promise<void> {
  const ormPath = path.join(ROOT_DIR, 'dist/api/src/database/orm.js');
  // reflect-metadata must come from the app's node_modules, as the app loads it.
  createRequire(ormPath)('reflect-metadata');
  const orm = (await import(pathToFileURL(ormPath).href)) as {
    initOrm(url: string): Promise<{ close(force?: boolean): Promise<void> }>;
    runMigrations(orm: unknown, logger: { info(...args: unknown[]): void }): Promise<void>;
  };
  const instance = await orm.initOrm(DATABASE_URL);
  try {
    await orm.runMigrations(instance, { info: () => {} });
  } finally {
    await instance.close(true);
  }
}

/** One hash for every user (argon2id, as Quarter stores them), with the app's own argon2. */
async function passwordHash(): Promise<string> {
  const require = createRequire(path.join(ROOT_DIR, 'package.json'));
  const argon2 = require('argon2') as { hash(password: string, options?: Record<string, unknown>): Promise<string>; argon2id: number };
  return argon2.hash(PASSWORD, { type: argon2.argon2id });
}

async function insert(client: pg.Client, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const perStatement = Math.floor(60_000 / columns.length);
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const values: unknown[] = [];
    const tuples = chunk.map((row, r) => {
      for (const column of columns) values.push(row[column]);
      return `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(',')})`;
    });
    await client.query(`insert into "${table}" (${columns.map((c) => `"${c}"`).join(',')}) values ${tuples.join(',')}`, values);
  }
}

async function seed(): Promise<Fixture> {
  const r = random(20261124);
  // Today where the bench users live (Asia/Seoul), so that /planner opens on the measured day.
  const benchDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const hash = await passwordHash();
  const past = (maxDays: number) => new Date(at(benchDay, 9).getTime() - r.int(1, maxDays * 24 * 60) * 60_000);
  const json = (value: unknown) => JSON.stringify(value);

  // People: 0 is the bench user (a member), 1 the owner, 2 and 3 admins, 5 the probe user (a PMO).
  const users: Row[] = [];
  for (let i = 0; i < 200; i++) {
    const email = i === 0 ? 'bench@bench.quarter.test' : i === 5 ? 'pmo@bench.quarter.test' : `user${String(i).padStart(3, '0')}@bench.quarter.test`;
    const registered = past(400);
    users.push({
      id: r.uuid(),
      name: i === 0 ? '벤치 사용자' : i === 5 ? 'PMO 김' : `${r.pick(FAMILY)}${r.pick(GIVEN)}`.trim(),
      email,
      password_hash: hash,
      email_verified_at: registered,
      language: r.chance(0.8) ? 'ko-KR' : r.pick(['en-US', 'vi-VN']),
      timezone: 'Asia/Seoul',
      mbti: r.chance(0.4) ? r.pick(['INTJ', 'ENFP', 'ISTJ', 'ESFJ', 'INFP', 'ENTP']) : null,
      planning_reminder_days: json([]),
      todo_display_setting: json({ show_goals: true, show_empty_goals: true }),
      goal_display_setting: json({ completed_filter: 'TODAY', display_properties: ['title', 'due_date', 'leader', 'status'], grouping: 'none', ordering: 'due_date', ordering_dir: 'ASC', view_type: 'list' }),
      terms_agreed_at: registered,
      privacy_agreed_at: registered,
      marketing_agreed: false,
      is_demo: false,
      enable: true,
      register_date: registered,
      update_date: registered,
    });
  }
  const userId = (i: number) => users[i].id as string;
  const owner = userId(1);

  const workspaceId = r.uuid();
  const workspaces: Row[] = [{ id: workspaceId, name: 'Bench Co', description: 'The benchmark workspace', register_id: owner, enable: true, register_date: past(400), update_date: past(30) }];
  const workspaceMembers: Row[] = users.map((u, i) => ({
    id: r.uuid(),
    workspace_id: workspaceId,
    user_id: u.id,
    role: i === 1 ? 'OWNER' : i === 2 || i === 3 ? 'ADMIN' : 'MEMBER',
    register_id: owner,
    register_date: past(380),
    update_date: past(30),
    enable: true,
  }));

  const teams: Row[] = TEAMS.map((name) => ({ id: r.uuid(), name, description: `${name} team`, workspace_id: workspaceId, register_id: owner, register_date: past(380), enable: true }));
  const teamIds = teams.map((t) => t.id as string);
  const membersOf = new Map<string, number[]>(teamIds.map((id) => [id, []]));
  const teamsOf = new Map<number, string[]>();
  const teamMembers: Row[] = [];
  const join = (i: number, teamId: string) => {
    if (teamsOf.get(i)?.includes(teamId)) return;
    teamsOf.set(i, [...(teamsOf.get(i) ?? []), teamId]);
    membersOf.get(teamId)!.push(i);
    teamMembers.push({ id: r.uuid(), team_id: teamId, user_id: userId(i), register_date: past(370), enable: true });
  };
  for (let i = 0; i < 200; i++) {
    join(i, teamIds[i % 10]);
    if (i === 0) join(0, teamIds[1]);
    else if (i === 5) teamIds.forEach((id) => join(5, id));
    else if (r.chance(0.3)) join(i, teamIds[(i % 10 + r.int(1, 9)) % 10]);
  }

  // Projects: two per team, shared with it, with a leader and participants.
  const projects: Row[] = [];
  const projectSharing: Row[] = [];
  const projectParticipants: Row[] = [];
  const projectsOf = new Map<string, string[]>();
  for (const teamId of teamIds) {
    for (let k = 0; k < 2; k++) {
      const members = membersOf.get(teamId)!;
      const id = r.uuid();
      const leader = r.pick(members);
      projects.push({ id, name: `${r.pick(GOAL_WORDS)} ${r.pick(GOAL_OBJECTS)} (${k + 1})`, description: null, deadline: addDays(benchDay, r.int(10, 120)), priority: r.pick(PRIORITIES), status: r.pick(['PLANNED', 'IN_PROGRESS', 'AT_RISK']), leader_id: userId(leader), team_id: teamId, register_id: userId(leader), register_date: past(300), update_date: past(20), enable: true });
      projectSharing.push({ id: r.uuid(), project_id: id, team_id: teamId, enable: true, is_owner: true, register_date: past(300), update_date: past(300) });
      for (const p of r.sample(members.filter((m) => m !== leader), r.int(1, 3))) projectParticipants.push({ id: r.uuid(), project_id: id, user_id: userId(p), register_date: past(290) });
      projectsOf.set(teamId, [...(projectsOf.get(teamId) ?? []), id]);
    }
  }

  // Goals: 50 per team; a quarter are subtasks of an earlier goal of the team; 30% shared with a second team.
  const goals: Row[] = [];
  const goalSharing: Row[] = [];
  const goalParticipants: Row[] = [];
  const goalsSharedWith = new Map<string, string[]>(teamIds.map((id) => [id, []]));
  for (const teamId of teamIds) {
    const members = membersOf.get(teamId)!;
    const own: string[] = [];
    for (let k = 0; k < 50; k++) {
      const id = r.uuid();
      const leader = r.chance(0.9) ? r.pick(members) : null;
      const status = r.weighted(STATUSES);
      const finished = status === 'COMPLETED' || status === 'CANCELED';
      const start = addDays(benchDay, r.int(-90, 10));
      const indicator = r.chance(0.3);
      const initial = 0;
      const target = r.pick([10, 100, 1000]);
      goals.push({
        id,
        title: `${r.pick(GOAL_WORDS)} ${r.pick(GOAL_OBJECTS)} ${k + 1}`,
        content: r.chance(0.5) ? 'Why it matters, what done looks like, and who to ask.' : null,
        project_id: r.chance(0.4) ? r.pick(projectsOf.get(teamId)!) : null,
        parent_id: own.length > 0 && r.chance(0.25) ? r.pick(own) : null,
        leader_id: leader === null ? null : userId(leader),
        team_id: teamId,
        status_code: status,
        priority_code: r.pick(PRIORITIES),
        indicator_type: indicator ? r.pick(['number', 'percent', 'won', 'dollar']) : null,
        initial_value: indicator ? initial : null,
        current_value: indicator ? Math.round(r.next() * target) : null,
        target_value: indicator ? target : null,
        start_date: r.chance(0.8) ? start : null,
        end_date: r.chance(0.8) ? addDays(start, r.int(7, 120)) : null,
        complete_date: finished ? past(60) : null,
        register_id: userId(leader ?? r.pick(members)),
        register_date: past(200),
        update_date: past(20),
        enable: true,
      });
      own.push(id);
      goalSharing.push({ id: r.uuid(), goal_id: id, team_id: teamId, enable: true, is_owner: true, register_date: past(200), update_date: past(200) });
      goalsSharedWith.get(teamId)!.push(id);
      if (r.chance(0.3)) {
        const other = r.pick(teamIds.filter((t) => t !== teamId));
        goalSharing.push({ id: r.uuid(), goal_id: id, team_id: other, enable: true, is_owner: false, register_date: past(150), update_date: past(150) });
        goalsSharedWith.get(other)!.push(id);
      }
      for (const p of r.sample(members.filter((m) => m !== leader), r.int(0, 3))) goalParticipants.push({ id: r.uuid(), goal_id: id, user_id: userId(p), register_date: past(190) });
    }
  }
  const readableGoals = (i: number) => [...new Set((teamsOf.get(i) ?? []).flatMap((t) => goalsSharedWith.get(t)!))];
  const openGoal = new Set(goals.filter((g) => !['COMPLETED', 'CANCELED'].includes(g.status_code as string)).map((g) => g.id as string));

  // To-dos: 600 for the bench user (all with a goal it reads), about 22 for everyone else: 5,000.
  const todos: Row[] = [];
  const todosOf = new Map<number, Row[]>();
  const makeTodo = (i: number, opts: { goal: 'always' | 'often'; open?: boolean }) => {
    const readable = readableGoals(i);
    const openReadable = readable.filter((g) => openGoal.has(g));
    const goalId = opts.goal === 'always' || r.chance(0.7) ? r.pick(openReadable.length ? openReadable : readable) : null;
    const done = !opts.open && r.chance(0.35);
    const cancelled = !opts.open && !done && r.chance(0.03);
    const registered = past(60);
    const todo: Row = {
      id: r.uuid(),
      title: `${r.pick(TODO_WORDS)} ${r.pick(TODO_OBJECTS)}${r.int(1, 999)}`,
      content: r.chance(0.2) ? 'Notes for this to-do.' : null,
      user_id: userId(i),
      register_id: userId(i),
      update_id: null,
      goal_id: goalId,
      category_id: r.pick(CATEGORY_IDS),
      is_public: r.chance(0.85),
      enable: opts.open ? true : r.chance(0.98),
      complete_date: done ? past(30) : null,
      cancelled_date: cancelled ? past(30) : null,
      due_date: r.chance(0.4) ? addDays(benchDay, r.int(-10, 30)) : null,
      register_date: registered,
      update_date: registered,
      is_hidden: false,
    };
    todos.push(todo);
    todosOf.set(i, [...(todosOf.get(i) ?? []), todo]);
    return todo;
  };
  for (let k = 0; k < 600; k++) makeTodo(0, { goal: 'always', open: k < 580 });
  const perOther = Math.floor(4400 / 199);
  let extra = 4400 - perOther * 199;
  for (let i = 1; i < 200; i++) {
    const n = perOther + (extra-- > 0 ? 1 : 0);
    for (let k = 0; k < n; k++) makeTodo(i, { goal: 'often' });
  }

  // Planners: the bench user's measured days, then everyone's ordinary days, 8,000 in all.
  const planners: Row[] = [];
  const plan = (i: number, todo: Row, date: string, blocks: number[], registerDate: Date) => {
    const row: Row = { id: r.uuid(), todo_id: todo.id, user_id: userId(i), register_id: userId(i), planner_date: date, blocks, register_date: registerDate, update_date: registerDate, update_id: null, enable: true };
    planners.push(row);
    return row;
  };
  const benchTodos = todosOf.get(0)!;
  // The measured day: 14 planners from 08:00, 1 to 4 quarter-hours each, registered in slot order.
  let slot = 32;
  for (let k = 0; k < 14; k++) {
    const length = r.int(1, 3);
    plan(0, benchTodos[k], benchDay, Array.from({ length }, (_, j) => slot + j), new Date(at(benchDay, 7).getTime() + k * 60_000));
    slot += length + r.int(0, 1);
  }
  const plannerDays = [
    { n: 1, date: addDays(benchDay, -91) },
    { n: 14, date: benchDay },
    { n: 60, date: addDays(benchDay, -92) },
    { n: 500, date: addDays(benchDay, -93) },
  ];
  plan(0, benchTodos[14], plannerDays[0].date, [40, 41], at(plannerDays[0].date, 7));
  for (let k = 0; k < 60; k++) plan(0, benchTodos[15 + k], plannerDays[2].date, [18 + k], new Date(at(plannerDays[2].date, 7).getTime() + k * 1000));
  // 500 on one day: 96 take one slot each, the other 404 are planned for the day without a time.
  for (let k = 0; k < 500; k++) plan(0, benchTodos[75 + k], plannerDays[3].date, k < 96 ? [k] : [], new Date(at(plannerDays[3].date, 7).getTime() + k * 1000));
  const fanoutDate = addDays(benchDay, -94);
  const fanout = plan(0, benchTodos[575], fanoutDate, [40, 41, 42], at(fanoutDate, 7));

  // Everyone's ordinary days: 1 to 4 planners a day in working hours, 10% without a time yet.
  const dayPlan = (i: number, date: string, todosOfDay: Row[]) => {
    let s = r.int(32, 44);
    for (const todo of todosOfDay) {
      const length = r.int(1, 6);
      if (r.chance(0.1) || s + length > 95) {
        plan(i, todo, date, [], past(45));
        continue;
      }
      plan(i, todo, date, Array.from({ length }, (_, j) => s + j), past(45));
      s += length + r.int(0, 4);
    }
  };
  // The bench user's own ordinary days (its remaining 24 to-dos) around the measured day.
  for (const offset of [-3, -2, -1, 1, 2, 3]) dayPlan(0, addDays(benchDay, offset), r.sample(benchTodos.slice(576), r.int(2, 4)));
  const others = Array.from({ length: 199 }, (_, k) => k + 1);
  const usedDates = new Map<number, Set<string>>();
  while (planners.length < 8000) {
    const i = r.pick(others);
    const date = addDays(benchDay, r.int(-45, 14));
    const used = usedDates.get(i) ?? new Set<string>();
    if (used.has(date)) continue;
    used.add(date);
    usedDates.set(i, used);
    const mine = todosOf.get(i)!.filter((t) => t.enable);
    dayPlan(i, date, r.sample(mine, Math.min(8000 - planners.length, r.int(1, 4))));
  }

  // Notes: 2,000, 55% on goals and 45% on to-dos, written by a member of the team or the to-do's owner.
  const notes: Row[] = [];
  const doc = (text: string) => json({ type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Summary' }] }, { type: 'paragraph', content: [{ type: 'text', text }] }] });
  const enabledTodos = todos.filter((t) => t.enable);
  const userIndex = new Map(users.map((u, i) => [u.id as string, i]));
  for (let k = 0; k < 2000; k++) {
    const onGoal = r.chance(0.55);
    const goal = onGoal ? r.pick(goals) : null;
    const todo = onGoal ? null : r.pick(enabledTodos);
    const author = goal ? userId(r.pick(membersOf.get(goal.team_id as string)!)) : (todo!.user_id as string);
    const text = `Meeting notes ${k}: decisions, open questions and next steps for ${goal ? goal.title : todo!.title}.`;
    const registered = past(120);
    notes.push({ id: r.uuid(), title: `${r.pick(['Notes', 'Minutes', 'Plan', 'Retro', 'Spec'])} ${k + 1}`, content: doc(text), markdown_content: `## Summary\n\n${text}`, register_id: author, register_date: registered, update_id: null, update_date: new Date(registered.getTime() + r.int(0, 10) * 86_400_000), enable: true, goal_id: goal?.id ?? null, todo_id: todo?.id ?? null, workspace_id: workspaceId, short_url_code: null, original_url: null, share_enabled: false, share_created_at: null });
  }
  const bookmarks: Row[] = [];
  const views: Row[] = [];
  for (const i of [0, 5]) {
    for (const note of r.sample(notes, 40)) views.push({ id: r.uuid(), note_id: note.id, user_id: userId(i), viewed_at: past(30) });
    for (const note of r.sample(notes, 15)) bookmarks.push({ id: r.uuid(), note_id: note.id, user_id: userId(i), created_at: past(30) });
  }

  // Comments: threads of exactly N top-level comments (and N/4 replies) on goals of the bench team, then 1,500 scattered ones.
  const comments: Row[] = [];
  const mentions: Row[] = [];
  const comment = (target: { goal_id?: string; todo_id?: string }, authors: number[], parentId: string | null, registered: Date) => {
    const id = r.uuid();
    const author = r.pick(authors);
    comments.push({ id, content: `${r.pick(['Looks good.', 'Can we move this to next week?', 'Blocked on review.', 'Done on my side.', 'I added the numbers.'])} (${comments.length + 1})`, register_id: userId(author), goal_id: target.goal_id ?? null, todo_id: target.todo_id ?? null, parent_id: parentId, register_date: registered, update_date: registered, update_id: null, enable: true, note_id: null });
    if (r.chance(0.1)) mentions.push({ id: r.uuid(), comment_id: id, user_id: userId(r.pick(authors.filter((a) => a !== author))) });
    return id;
  };
  const benchTeam = teamIds[0];
  const benchTeamGoals = goals.filter((g) => g.team_id === benchTeam).map((g) => g.id as string);
  const commentGoals: Fixture['commentGoals'] = [];
  [1, 14, 60, 500].forEach((n, k) => {
    const goalId = benchTeamGoals[40 + k];
    const tops: string[] = [];
    for (let c = 0; c < n; c++) tops.push(comment({ goal_id: goalId }, membersOf.get(benchTeam)!, null, past(60)));
    const replies = Math.floor(n / 4);
    for (let c = 0; c < replies; c++) comment({ goal_id: goalId }, membersOf.get(benchTeam)!, r.pick(tops), past(30));
    commentGoals.push({ n, goalId, replies });
  });
  const commentable = goals.filter((g) => !commentGoals.some((c) => c.goalId === g.id));
  for (let c = 0; c < 1500; c++) {
    if (r.chance(0.6)) {
      const goal = r.pick(commentable);
      comment({ goal_id: goal.id as string }, membersOf.get(goal.team_id as string)!, null, past(90));
    } else {
      const todo = r.pick(enabledTodos);
      const owner = userIndex.get(todo.user_id as string)!;
      comment({ todo_id: todo.id as string }, [owner, ...membersOf.get(teamsOf.get(owner)![0])!.slice(0, 5)], null, past(90));
    }
  }

  // Notifications: 60 for the bench and probe users (lists of 1 .. 50), 0 to 30 for everyone else.
  const notifications: Row[] = [];
  for (let i = 0; i < 200; i++) {
    const n = i === 0 || i === 5 ? 60 : r.int(0, 30);
    for (let k = 0; k < n; k++) {
      const actor = r.int(0, 199);
      const registered = past(30);
      const goal = r.pick(goals);
      notifications.push({ id: r.uuid(), user_id: userId(i), type: r.pick(NOTIFICATION_TYPES), content: json({ actor_name: users[actor].name, actor_id: userId(actor), actor_image_url: null, parent_title: goal.title, workspace_id: workspaceId }), related_id: goal.id, related_type: 'goal', is_read: r.chance(0.6), is_viewed: r.chance(0.8), enable: true, register_date: registered, update_date: registered });
    }
  }

  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query('begin');
    await insert(client, 'user', users);
    await insert(client, 'workspace', workspaces);
    await insert(client, 'workspace_member', workspaceMembers);
    await insert(client, 'team', teams);
    await insert(client, 'team_member', teamMembers);
    await insert(client, 'project', projects);
    await insert(client, 'project_sharing', projectSharing);
    await insert(client, 'project_participant', projectParticipants);
    await insert(client, 'goal', goals);
    await insert(client, 'goal_sharing', goalSharing);
    await insert(client, 'goal_participant', goalParticipants);
    await insert(client, 'todo', todos);
    await insert(client, 'planner', planners);
    await insert(client, 'note', notes);
    await insert(client, 'note_bookmark', bookmarks);
    await insert(client, 'note_view_history', views);
    await insert(client, 'comment', comments);
    await insert(client, 'comment_mention', mentions);
    await insert(client, 'notification', notifications);
    const counts: Record<string, number> = {};
    for (const table of ['user', 'team', 'project', 'goal', 'todo', 'planner', 'note', 'comment', 'notification', 'category']) {
      counts[table === 'category' ? 'categories' : `${table}s`] = Number((await client.query(`select count(*) from "${table}"`)).rows[0].count);
    }
    const fixture: Fixture = {
      seedVersion: SEED_VERSION,
      createdAt: new Date().toISOString(),
      benchDay,
      benchUser: { id: userId(0), email: users[0].email as string },
      probeUser: { id: userId(5), email: users[5].email as string },
      workspaceId,
      benchTeamId: benchTeam,
      plannerDays,
      commentGoals,
      fanoutPlanner: { id: fanout.id as string, date: fanoutDate, blocks: fanout.blocks as number[] },
      counts,
    };
    // Kept outside the public schema, so PostGraphile does not expose it.
    await client.query('create schema bench');
    await client.query('create table bench.fixture (key text primary key, value jsonb not null)');
    await client.query(`insert into bench.fixture (key, value) values ('fixture', $1)`, [json(fixture)]);
    await client.query('commit');
    await client.query('vacuum analyze');
    return fixture;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
