import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isUuid, problemOf } from './ResourceState';

function graphQLError(code: string, reason?: string) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message: code, extensions: { code, reason } }] });
}

describe('page states of workspace and team routes', () => {
  it('FORBIDDEN is access denied, NOT_FOUND is not found, anything else is a load error', () => {
    expect(problemOf(graphQLError('FORBIDDEN', 'NOT_A_MEMBER'))).toBe('forbidden');
    expect(problemOf(graphQLError('FORBIDDEN', 'NOT_A_TEAM_MEMBER'))).toBe('forbidden');
    expect(problemOf(graphQLError('NOT_FOUND', 'WORKSPACE_NOT_FOUND'))).toBe('notFound');
    expect(problemOf(graphQLError('INTERNAL_SERVER_ERROR'))).toBe('error');
    expect(problemOf(new DOMException('The operation was aborted.', 'AbortError'))).toBeNull();
  });

  it('only UUIDs can name a workspace, team or invitation', () => {
    expect(isUuid('7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBe(true);
    expect(isUuid('x')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
