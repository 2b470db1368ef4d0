import fc from 'fast-check';

/**
 * Hostile but well-typed values for each scalar of the schema (the schema fuzz, issue 19): what an
 * attacker or an unlucky client sends, each of which must answer a user-input error or work, never
 * reach the database as an error.
 */

/** Lengths around the usual column limits (varchar 255, 1000, 5000...) and past them, under the 1 MB body limit. */
const LENGTHS = [0, 1, 100, 101, 255, 256, 257, 500, 1001, 2001, 5001, 20_001, 300_000];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  '\t\r\n',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  'Z\u0351\u0352\u0353\u0354\u0355\u0356',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  "'; drop table users; --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  'a@b',
  'x@example.com',
  'NaN',
  '-1',
  '9999-12-31',
  '0000-00-00',
];

/** Strings of one repeated character (ASCII, multi-byte, astral) at a length from LENGTHS. */
const longString = fc
  .tuple(fc.constantFrom(...LENGTHS), fc.constantFrom('x', 'é', '한', '😀', '\u0000', ' '))
  .map(([length, unit]) => unit.repeat(unit.length === 2 ? Math.ceil(length / 2) : length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SPECIAL_STRINGS),
  longString,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

/** The edges of a 32-bit Int and of planner slots (0-95), any Int, and small ones that pass page-size checks and so go further. */
export const hostileInt: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 95, 96, 2 ** 31 - 1, -(2 ** 31)),
  fc.integer(),
  fc.integer({ min: 0, max: 50 }),
);

export const hostileFloat: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 53 + 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const anyDate = fc.date({
  min: new Date('0001-01-01T00:00:00.000Z'),
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

/** Days at the edges of what PostgreSQL and luxon hold, of what the API takes (years 2 to 9998), and past them. */
export const hostileLocalDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0001-01-01',
    '9999-12-31',
    '0000-01-01',
    '0002-01-01',
    '9998-12-31',
    '1970-01-01',
    '2026-02-29',
    '2024-02-29',
    '2026-13-01',
  ),
  anyDate.map((date) => isoDay(date)),
);

export const hostileDateTime: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0001-01-01T00:00:00.000Z',
    '9999-12-31T23:59:59.999Z',
    '0000-01-01T00:00:00Z',
    '0002-01-01T00:00:00Z',
    '9998-12-31T23:59:59.999Z',
    '1970-01-01T00:00:00Z',
    '2026-11-24T12:00:00+14:00',
  ),
  anyDate.map((date) => `${isoDay(date)}T${date.toISOString().slice(11)}`),
);

/** YYYY-MM-DD with a four-digit year (toISOString writes years past 9999 or before 0 with a sign). */
function isoDay(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

/** A JSON value with hostile strings and some depth. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant({}),
  fc.dictionary(
    hostileString.filter((key) => key.length < 300),
    fc.oneof(hostileString, hostileInt, fc.boolean(), fc.constant(null)),
    { maxKeys: 4 },
  ),
  fc.jsonValue({ maxDepth: 4 }),
);
