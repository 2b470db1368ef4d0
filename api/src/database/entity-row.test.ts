import { describe, expect, it } from 'vitest';
import { User } from '../modules/user/user.entity.js';
import { Todo } from '../modules/todo/todo.entity.js';
import { buildUser, signedInUser } from '../test/factories.js';
import { useTestApp } from '../test/suite.js';
import { createTodo } from '../test/todo-factories.js';
import { rowSql } from './entity-row.js';

const app = useTestApp();

describe('a read row', () => {
  it('revives to what the entity holds: values, references as { id }, timestamps as Dates, nulls', async () => {
    const { token, user } = await signedInUser(app);
    const todoId = await createTodo(app, token, { title: 'Row of a to-do', dueDate: '2026-12-01' });
    const em = app.orm.em.fork();
    const sql = rowSql(em);
    const [{ todo: json }] = await em
      .getConnection()
      .execute<{ todo: unknown }[]>(`select ${sql.row(Todo, 't')} as todo from todo t where t.id = ?`, [todoId]);
    expect(Array.isArray(json)).toBe(true);
    const row = sql.revive(Todo, json);
    const entity = await em.findOneOrFail(Todo, todoId);
    expect(row.register).toEqual({ id: user.id });
    expect(row.update).toBeNull();
    expect(row.registerDate).toBeInstanceOf(Date);
    expect(row.registerDate.getTime()).toBe(entity.registerDate.getTime());
    expect(row.completeDate).toBeNull();
    expect({ title: row.title, dueDate: row.dueDate, isPublic: row.isPublic, category: row.category }).toEqual({
      title: entity.title,
      dueDate: entity.dueDate,
      isPublic: entity.isPublic,
      category: { id: entity.category.id },
    });
  });

  it('of some columns has only those keys, and fields() answers a keyed object as it comes', async () => {
    const { user } = await buildUser(app, { name: 'Columns Only' });
    const em = app.orm.em.fork();
    const sql = rowSql(em);
    const only = ['id', 'name'] as const;
    const [columns] = await em
      .getConnection()
      .execute<{ some: unknown; profile: unknown }[]>(
        `select ${sql.row(User, 'u', only)} as some, ${sql.fields(User, 'u', ['id', 'name', 'mbti'])} as profile from "user" u where u.id = ?`,
        [user.id],
      );
    expect(sql.revive(User, columns.some, only)).toEqual({ id: user.id, name: 'Columns Only' });
    expect(columns.profile).toEqual({ id: user.id, name: 'Columns Only', mbti: null });
  });
});
