/**
 * Searching without accents (Vietnamese typed on a keyboard without its marks): the quick switcher,
 * the drive and the assistant's note search find "Kế hoạch ra mắt" from "ke hoach ra mat", and đ from d,
 * still in Korean and whatever the case; and the trigram indexes over the folded texts serve them
 * among tens of thousands of rows.
 */
import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloneRows } from '../../test/clone-rows.js';
import { createGoal } from '../../test/goal-factories.js';
import { explain, planIndexes } from '../../test/query-plan.js';
import { useOrganisation, useTestApp } from '../../test/suite.js';
import { createTodo } from '../../test/todo-factories.js';
import { searchNotes } from '../assistant/tools/note-tools.js';
import type { GraphQLRunner } from '../assistant/tools/tool.js';
import { drivePageBuilder } from '../note/drive.query.js';
import { NoteSearchScope } from '../note/note.types.js';
import { quickFindStatement } from './quick-find.query.js';

const app = useTestApp();
const org = useOrganisation(app);

const FIND = `query($text: String!) { quickFind(text: $text) { kind id title } }`;
const DRIVE = `query($f: DriveFilter) { drive(filter: $f, size: 50) { total items { id title } } }`;
const CREATE_NOTE = `mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }`;
const paragraph = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** Rows of each kind in the organisation's workspace, all readable by the member, for the plans. */
const ROWS = 20_000;
const WORDS = [
  'Kế hoạch',
  'Quý',
  'báo cáo',
  'họp',
  'tuyển dụng',
  'đánh giá',
  '로드맵',
  '회의',
  '디자인',
  'roadmap',
  'review',
  'budget',
]
  .map((word) => `'${word}'`)
  .join(', ');
/** Three words of the vocabulary for row `i` (an SQL expression): common words, never the phrase searched for. */
const title = (salt: string) =>
  [1, 2, 3].map((k) => `(array[${WORDS}])[1 + abs(hashtext(i || '${salt}${k}')) % 12]`).join(` || ' ' || `);

const made: Record<string, string> = {};

beforeAll(async () => {
  const token = org.member.token;
  made.goal = await createGoal(app, token, { teamId: org.teamId, title: 'Kế hoạch ra mắt sản phẩm' });
  made.road = await createGoal(app, token, { teamId: org.teamId, title: 'Đường dài 핵심지표' });
  made.todo = await createTodo(app, token, { title: 'Viết KẾ HOẠCH RA MẮT', goalId: made.goal });
  made.titleNote = (
    await app.gqlOk(CREATE_NOTE, { input: { title: 'Kế hoạch ra mắt: ghi chú', goalId: made.goal } }, { token })
  ).createNote.id;
  made.textNote = (
    await app.gqlOk(
      CREATE_NOTE,
      { input: { title: 'Họp thứ hai', goalId: made.goal, content: paragraph('Chốt kế hoạch ra mắt vào thứ sáu') } },
      { token },
    )
  ).createNote.id;
  made.percent = (
    await app.gqlOk(CREATE_NOTE, { input: { title: 'Giảm 50% chi phí', goalId: made.road } }, { token })
  ).createNote.id;

  // Many rows like them, none holding the phrase, so that PostgreSQL has a reason to prefer an index.
  const knex = app.orm.em.getKnex();
  const [sharing] = (await knex.raw(`select id from goal_sharing where goal_id = ?`, [made.road])).rows as {
    id: string;
  }[];
  await cloneRows(knex, 'goal', made.road, ROWS, { id: `md5('goal' || i)::uuid`, title: title('g') });
  await cloneRows(knex, 'goal_sharing', sharing.id, ROWS, {
    id: 'gen_random_uuid()',
    goal_id: `md5('goal' || i)::uuid`,
  });
  await cloneRows(knex, 'note', made.percent, ROWS, {
    id: 'gen_random_uuid()',
    goal_id: `md5('goal' || i)::uuid`,
    title: title('n'),
    markdown_content: title('m'),
    short_url_code: 'null',
  });
  await cloneRows(knex, 'todo', made.todo, ROWS, {
    id: 'gen_random_uuid()',
    goal_id: `md5('goal' || i)::uuid`,
    title: title('t'),
  });
  await knex.raw('analyze');
}, 120_000);

describe('search without accents', () => {
  it('folds Vietnamese đ and Đ to d, and the other marks away, in the database', async () => {
    const [row] = (
      await app.orm.em.getKnex().raw(`select public.immutable_unaccent('Đường đi KẾ HOẠCH ra mắt') as folded`)
    ).rows as { folded: string }[];
    expect(row.folded).toBe('Duong di KE HOACH ra mat');
  });

  it('finds goals, to-dos and notes in the quick switcher, accents and case aside, and Korean as before', async () => {
    const find = async (text: string) =>
      ((await app.gqlOk(FIND, { text }, { token: org.member.token })).quickFind as { id: string }[]).map(
        (hit) => hit.id,
      );
    for (const text of ['ke hoach ra mat', 'KE HOACH RA MAT', 'Kế hoạch ra mắt', 'kê hoach ra mat']) {
      expect(await find(text), text).toEqual(expect.arrayContaining([made.goal, made.todo, made.titleNote]));
    }
    expect(await find('duong dai')).toContain(made.road);
    expect(await find('đuong')).toContain(made.road);
    expect(await find('핵심지표')).toContain(made.road);
    // Two characters: the start of a word, folded too.
    expect(await find('ra')).toEqual(expect.arrayContaining([made.goal]));
    // A literal %: not a wildcard, whether typed plain or full width (unaccent folds ％ to %).
    expect(await find('50%')).toContain(made.percent);
    expect(await find('50％')).toContain(made.percent);
    expect(await find('5%0')).toEqual([]);
  });

  it('finds notes in the drive by title, or by title and text, without accents', async () => {
    const drive = async (f: Record<string, unknown>) =>
      ((await app.gqlOk(DRIVE, { f }, { token: org.member.token })).drive.items as { id: string }[])
        .map((note) => note.id)
        .sort();
    expect(await drive({ search: 'ke hoach ra mat' })).toEqual([made.titleNote]);
    expect(await drive({ search: 'KE HOACH RA MAT', searchIn: 'TITLE_AND_TEXT' })).toEqual(
      [made.titleNote, made.textNote].sort(),
    );
    expect(await drive({ search: 'giam 50%' })).toEqual([made.percent]);
  });

  it("finds them by the assistant's note search", async () => {
    const run: GraphQLRunner = async (document, ...[variables]) =>
      app.gqlOk(print(document), variables, { token: org.member.token });
    const result = await searchNotes.handler(
      { query: 'ke hoach ra mat' },
      { run, timezone: 'Asia/Seoul', today: '2026-11-28' },
    );
    expect(result.notes.map((note) => note.noteId).sort()).toEqual([made.titleNote, made.textNote].sort());
  });

  it('reads the folded trigram indexes at 20,000 rows of each kind', async () => {
    const em = app.orm.em.fork();
    const knex = em.getKnex();
    const find = quickFindStatement(em, {
      viewerId: org.member.user.id,
      boundWorkspaceId: null,
      text: 'ke hoach ra mat',
      size: 5,
    })!;
    expect(planIndexes(await explain(knex, find.sql, find.bindings))).toEqual(
      expect.arrayContaining([
        'goal_title_fold_trgm_index',
        'note_title_fold_trgm_index',
        'todo_title_fold_trgm_index',
      ]),
    );

    const page = (searchIn: NoteSearchScope) =>
      drivePageBuilder(em, {
        viewer: { id: org.member.user.id, timezone: 'Asia/Seoul' },
        filter: { search: 'ke hoach ra mat', searchIn },
        order: 'updated',
        offset: 0,
        size: 20,
      }).toSQL();
    const byTitle = page(NoteSearchScope.TITLE);
    expect(planIndexes(await explain(knex, byTitle.sql, byTitle.bindings))).toContain('note_title_fold_trgm_index');
    const byText = page(NoteSearchScope.TITLE_AND_TEXT);
    expect(planIndexes(await explain(knex, byText.sql, byText.bindings))).toEqual(
      expect.arrayContaining(['note_title_fold_trgm_index', 'note_text_fold_trgm_index']),
    );
  });

  it('is applied by its migration to a database that has rows, and undone by it', async () => {
    const migrator = app.orm.getMigrator();
    const knex = app.orm.em.getKnex();
    const folded = async () =>
      (
        (await knex.raw(`select indexname from pg_indexes where indexname like '%_fold_trgm_index' order by indexname`))
          .rows as { indexname: string }[]
      ).length;
    await migrator.down({ to: 'Migration20261128113000_report_author_deleted' });
    expect(await folded()).toBe(0);
    await migrator.up();
    expect(await folded()).toBe(6);
    expect(
      (
        (await app.gqlOk(FIND, { text: 'ke hoach ra mat' }, { token: org.member.token })).quickFind as { id: string }[]
      ).map((hit) => hit.id),
    ).toContain(made.goal);
  });
});
