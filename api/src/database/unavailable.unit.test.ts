import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });

describe('a database that is away for a moment', () => {
  it('is told by the SQLSTATE of a shutdown, a start-up, a cut connection or a full server', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', '08001', '53300'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
  });

  it('is told through the causes the ORM wraps the driver error in, and by a refused connection', () => {
    const wrapped = Object.assign(new Error('DriverException'), {
      cause: Object.assign(new Error('wrapped'), { originalError: withCode('ECONNREFUSED') }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Transaction query already complete, run with DEBUG=knex:tx for more info')),
    ).toBe(true);
  });

  it('is not a bug or bad input: a protocol violation (U+0000 in a string), a unique violation, a plain error', () => {
    expect(isDatabaseUnavailable(withCode('08P01', 'invalid message format'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
