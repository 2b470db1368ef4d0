import { auditServer } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/suite.js';

const app = useTestApp();

/**
 * The GraphQL-over-HTTP audit of graphql-http (the reference implementation of the spec) against
 * /graphql: no error and no warning (notices are optional parts of the spec).
 */
describe('GraphQL over HTTP', () => {
  it('passes the graphql-http server audits without an error or a warning', async () => {
    const results = await auditServer({ url: `${app.url}/graphql` });
    const failing = results
      .filter((result) => result.status === 'error' || result.status === 'warn')
      .map((result) => `${result.status} ${result.name}: ${'reason' in result ? result.reason : ''}`);
    expect(failing).toEqual([]);
    expect(results.filter((result) => result.status === 'ok').length).toBeGreaterThan(50);
  });
});
