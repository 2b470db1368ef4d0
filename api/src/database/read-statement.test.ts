import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { useTestApp } from '../test/suite.js';
import { readPage } from './read-statement.js';

const app = useTestApp();

/** One page of users named like `prefix`, by name: what `readPage` takes. */
function usersNamed(prefix: string, except?: string) {
  const knex = app.orm.em.getKnex();
  const page = knex('user as u')
    .select('u.id', knex.raw('count(*) over () as total'), knex.raw('row_number() over (order by u.name) as position'))
    .whereLike('u.name', `${prefix}%`)
    .orderBy('u.name')
    .limit(10);
  return except ? page.whereNot('u.id', except) : page;
}

const nameAndViewer = (outer: ReturnType<typeof usersNamed>) =>
  outer
    .join('user as u', 'u.id', 'page.id')
    .select(app.orm.em.getKnex().raw('u.name, params.viewer_id::text as viewer'));

describe('a paged read', () => {
  it('keeps one statement per page text, and each call sends its own parameters', async () => {
    const { user: ada } = await buildUser(app, { name: 'Pager Ada' });
    const { user: ben } = await buildUser(app, { name: 'Pager Ben' });
    await buildUser(app, { name: 'Other Cy' });
    const em = app.orm.em.fork();

    const first = await readPage<{ name: string; viewer: string }>(
      em,
      'test_pager',
      usersNamed('Pager'),
      ada.id,
      nameAndViewer,
    );
    const second = await readPage<{ name: string; viewer: string }>(
      em,
      'test_pager',
      usersNamed('Other'),
      ben.id,
      nameAndViewer,
    );
    const again = await readPage<{ name: string; viewer: string }>(
      em,
      'test_pager',
      usersNamed('Pager B'),
      ben.id,
      nameAndViewer,
    );
    const otherText = await readPage<{ name: string; viewer: string }>(
      em,
      'test_pager',
      usersNamed('Pager', ada.id),
      ben.id,
      nameAndViewer,
    );

    expect(first).toEqual([
      { name: 'Pager Ada', viewer: ada.id },
      { name: 'Pager Ben', viewer: ada.id },
    ]);
    expect(second).toEqual([{ name: 'Other Cy', viewer: ben.id }]);
    expect(again).toEqual([{ name: 'Pager Ben', viewer: ben.id }]);
    expect(otherText).toEqual([{ name: 'Pager Ben', viewer: ben.id }]);
  });

  it('answers right when the shape adds a parameter of its own (compiled each time)', async () => {
    const { user } = await buildUser(app, { name: 'Shaped Dee' });
    const em = app.orm.em.fork();
    const knex = em.getKnex();
    const shaped = (label: string) => (outer: ReturnType<typeof usersNamed>) =>
      outer.join('user as u', 'u.id', 'page.id').select('u.name', knex.raw('?::text as label', [label]));
    const rows = [
      await readPage<{ name: string; label: string }>(em, 'test_shaped', usersNamed('Shaped'), user.id, shaped('one')),
      await readPage<{ name: string; label: string }>(em, 'test_shaped', usersNamed('Shaped'), user.id, shaped('two')),
    ];
    expect(rows).toEqual([[{ name: 'Shaped Dee', label: 'one' }], [{ name: 'Shaped Dee', label: 'two' }]]);
  });

  it('refuses an undefined parameter as knex does', async () => {
    const em = app.orm.em.fork();
    const knex = em.getKnex();
    const page = knex('user as u')
      .select('u.id', knex.raw('1 as total'), knex.raw('1 as position'))
      .where('u.id', undefined as unknown as string);
    await expect(
      readPage(em, 'test_undefined', page, '00000000-0000-0000-0000-000000000000', nameAndViewer),
    ).rejects.toThrow(/Undefined binding/);
  });
});
