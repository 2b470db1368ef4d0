import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories.js';
import { useTestApp } from '../test/suite.js';
import { DEFAULT_QUERY_LIMITS } from './query-limits.js';

const app = useTestApp();

const tooManyAliases = (field: string) => `${Array.from({ length: DEFAULT_QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: ${field}`).join(' ')}`;

describe('the query limits at the endpoint', () => {
  it('refuse an operation past them on HTTP, and batches, with a message and no data', async () => {
    const user = await signedInUser(app);
    const post = (body: unknown) =>
      fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` }, body: JSON.stringify(body) });
    const aliases = await post({ query: `{ ${tooManyAliases('me { id }')} }` });
    const answer = (await aliases.json()) as { data?: unknown; errors: { message: string }[] };
    expect(answer.data).toBeUndefined();
    expect(answer.errors[0].message).toMatch(/aliases/i);
    const tokens = await post({ query: `{ ${Array.from({ length: DEFAULT_QUERY_LIMITS.tokens }, () => 'me { id }').join(' ')} }` });
    expect(((await tokens.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0]).toMatchObject({ message: expect.stringMatching(/tokens/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    const batch = await post([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
    expect(batch.status).toBe(400);
    expect((await post({ query: '{ me { id } }' })).status).toBe(200);
  });

  it('refuse them on graphql-ws too', async () => {
    const user = await signedInUser(app);
    const client = app.wsClient(user.token);
    try {
      const refused = await new Promise<string>((resolve) => {
        client.subscribe(
          { query: `subscription { ${tooManyAliases('viewerUpdated { id }')} }` },
          { next: () => resolve('data'), error: (errors) => resolve(JSON.stringify(errors)), complete: () => resolve('complete') },
        );
      });
      expect(refused).toMatch(/aliases/i);
    } finally {
      await client.dispose();
    }
  });
});
