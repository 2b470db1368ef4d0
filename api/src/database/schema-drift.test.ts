import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/suite.js';

const app = useTestApp();

describe('the entities and the migrations', () => {
  it('describe the same schema: a changed entity needs its migration', async () => {
    expect(await app.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });
});

describe("the ORM's connections", () => {
  it('run without PostgreSQL JIT, which costs short statements more than it saves', async () => {
    const [setting] = await app.orm.em.getConnection().execute<{ jit: string }[]>('show jit');
    expect(setting.jit).toBe('off');
  });
});
