/**
 * Whether an error means the database cannot be reached right now (restarting, shutting down, the
 * connection cut or refused, no pooled connection free in time), as opposed to a bug: the request
 * may simply be tried again. Looks through the causes the ORM and the driver wrap errors in.
 */
const UNAVAILABLE_SQLSTATES = /^(0800[0-7]|57P0[123]|53300)$/; // connection exceptions (not 08P01, a protocol violation: bad input), shutdown/starting up, too many connections
const UNAVAILABLE_SYSCALLS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
// The driver's and the pool's words for a cut or missing connection; knex says "Transaction query
// already complete" when the connection under an open transaction was cut.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Connection ended unexpectedly|Timeout acquiring a connection|Client has encountered a connection error|Transaction query already complete/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 8; depth += 1) {
    const { code, message, cause, originalError } = at as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      originalError?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SYSCALLS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    at = cause ?? originalError;
  }
  return false;
}
