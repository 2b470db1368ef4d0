/**
 * The quick switcher at 100k items (issue 13: "answering within 100 ms at 100k items, an index, not a
 * scan"): 200 workspaces of 25 people, 30,000 goals, 5,000 projects, 15,000 notes, 50,000 to-dos and
 * 5,000 people, the organisation's workspace one of them. The plan of the statement the API sends
 * must reach the big tables through indexes only; the times are printed (a test is no benchmark: they
 * are for reading, bench/README.md quotes them), never asserted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cloneRows } from '../../test/clone-rows.js';
import { createGoal } from '../../test/goal-factories.js';
import { planIndexes, planNodes, type PlanNode } from '../../test/query-plan.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { createTodo } from '../../test/todo-factories.js';
import { quickFindStatement } from './quick-find.query.js';

const app = useTestApp();
const org = useOrganisation(app);

const WORKSPACES = 200;
const COUNTS = { user: 5_000, goal: 30_000, project: 5_000, note: 15_000, todo: 50_000 };

const WORD_LIST = [
  '로드맵',
  '회의',
  '디자인',
  '리뷰',
  '출시',
  '채용',
  '온보딩',
  '분석',
  '마케팅',
  '예산',
  '보고서',
  '고객',
  '인터뷰',
  '스프린트',
  '계획',
  '정리',
  '개선',
  '테스트',
  '배포',
  '문서',
  '교육',
  '세미나',
  '발표',
  '점검',
  '운영',
  'roadmap',
  'design',
  'review',
  'launch',
  'hiring',
  'budget',
  'report',
  'sprint',
  'plan',
  'release',
  'customer',
  'research',
  'metrics',
  'Quý',
  'Kế hoạch',
];
const WORDS = WORD_LIST.map((word) => `'${word}'`).join(', ');
const WORD_COUNT = WORD_LIST.length;
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', 'Nguyễn', 'Smith']
  .map((name) => `'${name}'`)
  .join(', ');
const GIVEN = [
  '서연',
  '민준',
  '지우',
  '서준',
  '하은',
  '도윤',
  '지민',
  '예준',
  '수아',
  '시우',
  '하준',
  '지아',
  'Anh',
  'Linh',
  'Alex',
]
  .map((name) => `'${name}'`)
  .join(', ');

/** A title of three words of the vocabulary for row `n` (an SQL expression), one in 5,000 with a rare marker. */
const title = (n: string, salt: string) =>
  `${[1, 2, 3].map((k) => `(array[${WORDS}])[1 + abs(hashtext(${n} || '${salt}${k}')) % ${WORD_COUNT}]`).join(` || ' ' || `)}
  || case when ${n} % 5000 = 7 then ' 핵심지표' else '' end`;
/** The workspace (1 to 200) of row `n`; 200 is the organisation's. */
const slot = (n: string) => `(1 + (${n} - 1) % ${WORKSPACES})`;

beforeAll(async () => {
  const goal = await createGoal(app, org.member.token, { teamId: org.teamId, title: 'Template goal' });
  const project = (
    await app.gqlOk(
      `mutation($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
      { input: { teamId: org.teamId, name: 'Template project' } },
      { token: org.member.token },
    )
  ).createProject.id;
  const note = (
    await app.gqlOk(
      `mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }`,
      { input: { title: 'Template note', goalId: goal } },
      { token: org.member.token },
    )
  ).createNote.id;
  const todo = await createTodo(app, org.member.token, { title: 'Template to-do' });
  const connection = app.orm.em.getConnection();
  const [member] = await connection.execute(
    `select (select id from workspace_member where user_id = ? and workspace_id = ?) as wm, (select id from team_member where user_id = ? and team_id = ?) as tm,
    (select id from goal_sharing where goal_id = ?) as gs, (select id from project_sharing where project_id = ?) as ps`,
    [org.member.user.id, org.workspaceId, org.member.user.id, org.teamId, goal, project],
  );

  // The trigram indexes are built once after the rows are in (faster than row by row), as the migrations
  // define them; the foreign keys are not checked row by row (the ids are made to fit).
  const trigramIndexes: { indexname: string; indexdef: string }[] = await connection.execute(
    `select indexname, indexdef from pg_indexes where schemaname = 'public' and indexdef like '%gin_trgm_ops%'`,
  );
  const seed = await app.orm.em.getKnex().transaction();
  await seed.raw('set local session_replication_role = replica');
  for (const { indexname } of trigramIndexes) await seed.raw(`drop index "${indexname}"`);

  // Workspace n (1 to 199) and its team; 200 is the organisation's workspace and team.
  const ws = (n: string) =>
    `case when ${n} = ${WORKSPACES} then '${org.workspaceId}'::uuid else md5('ws' || ${n})::uuid end`;
  const team = (n: string) =>
    `case when ${n} = ${WORKSPACES} then '${org.teamId}'::uuid else md5('team' || ${n})::uuid end`;
  const user = (n: string) => `md5('user' || ${n})::uuid`;
  const owner = `${user(`(1 + (i - 1) % ${COUNTS.user})`)}`;
  await cloneRows(seed, 'workspace', org.workspaceId, WORKSPACES - 1, {
    id: `md5('ws' || i)::uuid`,
    name: `'Workspace ' || i`,
  });
  await cloneRows(seed, 'team', org.teamId, WORKSPACES - 1, {
    id: `md5('team' || i)::uuid`,
    workspace_id: `md5('ws' || i)::uuid`,
    name: `'Team ' || i`,
  });
  await cloneRows(seed, 'user', org.member.user.id, COUNTS.user, {
    id: user('i'),
    email: `'scale' || i || '@example.com'`,
    // In each workspace every given name, 서연 included.
    name: `(array[${SURNAMES}])[1 + i % 12] || (array[${GIVEN}])[1 + (i / ${WORKSPACES}) % 15]`,
  });
  await cloneRows(seed, 'workspace_member', member.wm, COUNTS.user, {
    id: 'gen_random_uuid()',
    user_id: user('i'),
    workspace_id: ws(slot('i')),
  });
  await cloneRows(seed, 'team_member', member.tm, COUNTS.user, {
    id: 'gen_random_uuid()',
    user_id: user('i'),
    team_id: team(slot('i')),
  });
  await cloneRows(seed, 'goal', goal, COUNTS.goal, {
    id: `md5('goal' || i)::uuid`,
    team_id: team(slot('i')),
    title: title('i', 'g'),
    leader_id: 'null',
  });
  await cloneRows(seed, 'goal_sharing', member.gs, COUNTS.goal, {
    id: 'gen_random_uuid()',
    goal_id: `md5('goal' || i)::uuid`,
    team_id: team(slot('i')),
  });
  await cloneRows(seed, 'project', project, COUNTS.project, {
    id: `md5('project' || i)::uuid`,
    team_id: team(slot('i')),
    name: title('i', 'p'),
    leader_id: 'null',
  });
  await cloneRows(seed, 'project_sharing', member.ps, COUNTS.project, {
    id: 'gen_random_uuid()',
    project_id: `md5('project' || i)::uuid`,
    team_id: team(slot('i')),
  });
  await cloneRows(seed, 'note', note, COUNTS.note, {
    id: 'gen_random_uuid()',
    goal_id: `md5('goal' || i)::uuid`,
    workspace_id: ws(slot('i')),
    title: title('i', 'n'),
    markdown_content: `'text'`,
  });
  // Each person's to-dos: half of them on a goal of their team, four in five public.
  await cloneRows(seed, 'todo', todo, COUNTS.todo, {
    id: 'gen_random_uuid()',
    user_id: owner,
    register_id: owner,
    goal_id: `case when hashtext(i || 'goal') % 2 = 0 then md5('goal' || (${slot('i')} + ${WORKSPACES} * abs(hashtext(i || 'which') % 100)))::uuid end`,
    is_public: `hashtext(i || 'public') % 5 <> 0`,
    title: title('i', 't'),
  });
  for (const { indexdef } of trigramIndexes) await seed.raw(indexdef);
  await seed.commit();
  await connection.execute('analyze');
}, 300_000);

describe('the quick switcher at 100k items', () => {
  const cases = [
    { text: '로드맵', why: 'a common word (in about 7% of titles)' },
    { text: '핵심지표', why: 'a rare word (20 items)' },
    { text: 'metrics', why: 'an English word' },
    { text: '서연', why: 'two characters: people by any part, items by a word start' },
  ];

  it('counts its items', async () => {
    const [row] = await app.orm.em
      .getConnection()
      .execute(
        `select (select count(*) from goal) + (select count(*) from project) + (select count(*) from note) + (select count(*) from todo) + (select count(*) from "user") as items`,
      );
    expect(Number(row.items)).toBeGreaterThan(100_000);
  });

  for (const { text, why } of cases) {
    it(`reaches the big tables through indexes only: ${text} (${why})`, async () => {
      const em = app.orm.em.fork();
      const statement = quickFindStatement(em, {
        viewerId: org.member.user.id,
        boundWorkspaceId: null,
        text,
        size: 5,
      })!;
      const run = async () => {
        const [
          {
            'QUERY PLAN': [plan],
          },
        ] = (await em.getKnex().raw(`explain (analyze, format json) ${statement.sql}`, statement.bindings)).rows as {
          'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[];
        }[];
        return plan;
      };
      await run(); // warm the caches
      const runs = [];
      for (let i = 0; i < 5; i += 1) runs.push(await run());
      const plan = runs.at(-1)!;
      const all = planNodes(plan.Plan);
      if (process.env.QUICK_FIND_PLANS)
        (await import('node:fs')).writeFileSync(
          `${process.env.QUICK_FIND_PLANS}/quick-find-plan-${text}.json`,
          JSON.stringify(plan, null, 1),
        );
      const seqScans = all.filter(
        (node) =>
          node['Node Type'] === 'Seq Scan' &&
          ['goal', 'project', 'note', 'todo', 'user'].includes(node['Relation Name'] ?? ''),
      );
      expect(seqScans.map((node) => node['Relation Name'])).toEqual([]);
      const indexes = planIndexes(plan.Plan);
      // Each part as PostgreSQL finds cheaper: titles by their trigrams, or a team's few projects through
      // the team's index, the colleagues' to-dos through their owner's.
      if (text.length >= 3) expect(indexes.filter((index) => index.endsWith('_trgm_index')).length).toBeGreaterThan(0);
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

      // Through the endpoint once every pooled connection has run the prepared statement more than five
      // times (PostgreSQL then keeps a generic plan and stops planning it).
      const ask = () =>
        app.gqlOk(
          `query($t: String!) { quickFind(text: $t) { kind id title } }`,
          { t: text },
          { token: org.member.token },
        );
      for (let i = 0; i < 60; i += 1) await ask();
      const endpoint: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const started = performance.now();
        await ask();
        endpoint.push(performance.now() - started);
      }
      const hits = (
        await app.gqlOk(`query($t: String!) { quickFind(text: $t) { kind } }`, { t: text }, { token: org.member.token })
      ).quickFind.length;
      console.log(
        `quickFind "${text}" (${why}): ${hits} hits; EXPLAIN ANALYZE median: execution ${median(runs.map((r) => r['Execution Time'])).toFixed(1)} ms, ` +
          `planning ${median(runs.map((r) => r['Planning Time'])).toFixed(1)} ms; through the endpoint median ${median(endpoint).toFixed(1)} ms, ` +
          `max ${Math.max(...endpoint).toFixed(1)} ms; indexes: ${indexes.join(', ')}`,
      );
    });
  }
});
