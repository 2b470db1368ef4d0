import { describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories.js';
import { useTestApp } from '../test/suite.js';
import { DEFAULT_QUERY_LIMITS } from './query-limits.js';

const app = useTestApp();

const tooManyAliases = (field: string) =>
  `${Array.from({ length: DEFAULT_QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: ${field}`).join(' ')}`;

describe('the query limits at the endpoint', () => {
  it('refuse an operation past them on HTTP, and batches, with a message and no data', async () => {
    const user = await signedInUser(app);
    const post = (body: unknown) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify(body),
      });
    const aliases = await post({ query: `{ ${tooManyAliases('me { id }')} }` });
    const answer = (await aliases.json()) as { data?: unknown; errors: { message: string }[] };
    expect(answer.data).toBeUndefined();
    expect(answer.errors[0].message).toMatch(/aliases/i);
    const tokens = await post({
      query: `{ ${Array.from({ length: DEFAULT_QUERY_LIMITS.tokens }, () => 'me { id }').join(' ')} }`,
    });
    expect(
      ((await tokens.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0],
    ).toMatchObject({ message: expect.stringMatching(/tokens/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    const batch = await post([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
    expect(batch.status).toBe(400);
    expect((await post({ query: '{ me { id } }' })).status).toBe(200);
  });

  it('refuse an operation whose pages would answer too much, before running it', async () => {
    const user = await signedInUser(app);
    const page = (alias: string) =>
      `${alias}: goals(filter: { completedPeriod: ALL }, offset: 0, size: 500) { total items { id title participants { name } } }`;
    const post = (query: string) =>
      fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json',
          authorization: `Bearer ${user.token}`,
        },
        body: JSON.stringify({ query }),
      });
    const refused = await post(
      `{ ${Array.from({ length: DEFAULT_QUERY_LIMITS.aliases }, (_, i) => page(`a${i}`)).join(' ')} }`,
    );
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as { data?: unknown; errors: { extensions: Record<string, unknown> }[] };
    expect(answer.data).toBeUndefined();
    expect(answer.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'QUERY_TOO_LARGE' });
    expect((await post(`{ ${page('one')} }`)).status).toBe(200);
  });

  it('refuse them on graphql-ws too', async () => {
    const user = await signedInUser(app);
    const client = app.wsClient(user.token);
    try {
      const refused = await new Promise<string>((resolve) => {
        client.subscribe(
          { query: `subscription { ${tooManyAliases('viewerUpdated { id }')} }` },
          {
            next: () => resolve('data'),
            error: (errors) => resolve(JSON.stringify(errors)),
            complete: () => resolve('complete'),
          },
        );
      });
      expect(refused).toMatch(/aliases/i);
    } finally {
      await client.dispose();
    }
  });
});
