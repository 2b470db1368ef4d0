import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { apiErrors, firstApiError, isAbortError, isSessionLossError } from './errors';

function graphqlError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

describe('api errors', () => {
  it('reads code, reason, field and request id from extensions', () => {
    const error = graphqlError('bad', { code: 'BAD_USER_INPUT', reason: 'PASSWORD_TOO_SHORT', field: 'password' });
    expect(firstApiError(error)).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'PASSWORD_TOO_SHORT',
      field: 'password',
    });
    const internal = graphqlError('masked', { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-42' });
    expect(firstApiError(internal).requestId).toBe('req-42');
  });

  it('reads every address an invitation error names', () => {
    const error = graphqlError('Invalid email address: a, b', {
      code: 'BAD_USER_INPUT',
      reason: 'INVALID_EMAIL',
      field: 'emails',
      email: 'a',
      emails: ['a', 'b'],
    });
    expect(firstApiError(error)).toMatchObject({ email: 'a', emails: ['a', 'b'] });
    expect(firstApiError(graphqlError('x', { code: 'BAD_USER_INPUT', emails: [1] })).emails).toBeNull();
  });

  it('reads GraphQL errors from a non-2xx JSON body too', () => {
    const response = new Response('', { status: 401 });
    const bodyText = JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] });
    const error = new ServerError('Response not successful', { response, bodyText });
    expect(apiErrors(error).map((entry) => entry.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('treats a failed fetch as a network error and an abort as ignorable', () => {
    expect(firstApiError(new TypeError('Failed to fetch')).code).toBe('NETWORK_ERROR');
    expect(isAbortError(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('Something else'))).toBe(false);
  });

  it('ends the session on "session expired", "404" or "Not Found" messages, not on catalogued codes', () => {
    expect(isSessionLossError(graphqlError('Session expired', {}))).toBe(true);
    expect(isSessionLossError(graphqlError('Request failed with 404', {}))).toBe(true);
    expect(isSessionLossError(graphqlError('Not Found', {}))).toBe(true);
    const http404 = new ServerError('Response not successful: Received status code 404', {
      response: new Response('', { status: 404 }),
      bodyText: 'Cannot POST /graphql',
    });
    expect(isSessionLossError(http404)).toBe(true);
    expect(isSessionLossError(graphqlError('Goal Not Found', { code: 'NOT_FOUND' }))).toBe(false);
    expect(
      isSessionLossError(graphqlError('The email or password is not correct.', { code: 'INVALID_CREDENTIALS' })),
    ).toBe(false);
  });
});
