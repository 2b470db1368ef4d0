import { describe, expect, it } from 'vitest';
import { orderByForeignKeys } from './backup-catalog.js';

const tables = (...names: string[]) => names.map((table) => ({ table }));

describe('the load order of a backup', () => {
  it('puts every table after the tables it refers to, and ignores references to itself', () => {
    const keys = [
      { child: 'comment', parent: 'goal' },
      { child: 'goal', parent: 'workspace' },
      { child: 'comment', parent: 'user' },
      { child: 'workspace', parent: 'user' },
    ];
    const order = orderByForeignKeys(tables('comment', 'goal', 'user', 'workspace'), keys).map((t) => t.table);
    for (const { child, parent } of keys) expect(order.indexOf(parent)).toBeLessThan(order.indexOf(child));
    expect(order).toHaveLength(4);
  });

  it('refuses a cycle between tables, naming it', () => {
    const keys = [
      { child: 'a', parent: 'b' },
      { child: 'b', parent: 'a' },
    ];
    expect(() => orderByForeignKeys(tables('a', 'b'), keys)).toThrow('foreign keys form a cycle: a -> b -> a');
  });
});
