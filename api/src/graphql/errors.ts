import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { NOT_FOUND_REASONS, type ErrorReason, type NotFoundSubject } from '@domain/error-reasons.js';
import { isDatabaseUnavailable } from '../database/unavailable.js';
import type { Logger } from '../logger.js';

/**
 * The one error catalogue of the API. Every error a client can act on carries one of these codes
 * in `extensions.code`, and where useful a machine `reason` and the offending input `field`; the
 * client maps code and reason to a message in the user's language. Anything else is unexpected:
 * it is logged with the request id and reaches the client masked.
 */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  EMAIL_NOT_CONFIRMED: 'EMAIL_NOT_CONFIRMED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  /** The database cannot be reached for a moment (a restart): try again after `retryAfterSeconds`. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes produced by graphql-js / Apollo for malformed operations; safe to pass through. */
const OPERATION_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

export interface AppErrorDetails {
  reason?: ErrorReason;
  /** For a masked unexpected error: the id to quote when reporting it (found in the log). */
  requestId?: string;
  field?: string;
  retryAfterSeconds?: number;
  /** The offending address, for errors about e-mails of a list (the first, when there are several). */
  email?: string;
  /** Every offending address of a list, so that a form names them all at once (invitations). */
  emails?: string[];
  /** The name already taken, for a duplicate (a core value). */
  name?: string;
  /** The thing that already exists, for a duplicate the client offers instead (a report of the same period). */
  existingId?: string;
  existingTitle?: string;
}

export class AppError extends GraphQLError {
  /** A brand instead of instanceof: graphql may be loaded twice (ESM and CJS copies) in one process. */
  readonly isAppError = true;

  constructor(code: ErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message, { extensions: { code, ...details } });
  }
}

/** Seconds a client should wait before trying again while the database is unavailable. */
export const UNAVAILABLE_RETRY_SECONDS = 2;

/** The answer while the database cannot be reached: 503 with Retry-After, for a client to try again. */
export const serviceUnavailable = () => {
  const error = new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'Quarter is briefly unavailable. Try again in a moment.', {
    retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
  });
  error.extensions.http = { status: 503, headers: new Map([['retry-after', String(UNAVAILABLE_RETRY_SECONDS)]]) };
  return error;
};

export function isAppError(error: unknown): error is AppError {
  return typeof error === 'object' && error !== null && (error as { isAppError?: unknown }).isAppError === true;
}

/** Duck-typed for the same reason as the AppError brand. */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || (error instanceof Error && 'extensions' in error && 'nodes' in error);
}

/** Constructors for the catalogue, so that messages stay the same wherever an error is raised. */
export const errors = {
  unauthenticated: () =>
    new AppError(ErrorCode.UNAUTHENTICATED, 'The authentication session cannot be found. Please log in again.'),
  forbidden: (message = 'You do not have permission to do this.') => new AppError(ErrorCode.FORBIDDEN, message),
  notFound: (what: NotFoundSubject) =>
    new AppError(ErrorCode.NOT_FOUND, `${what} not found.`, { reason: NOT_FOUND_REASONS[what] }),
  badInput: (field: string, reason: ErrorReason, message: string) =>
    new AppError(ErrorCode.BAD_USER_INPUT, message, { field, reason }),
  conflict: (reason: ErrorReason, message: string, field?: string) =>
    new AppError(ErrorCode.CONFLICT, message, { reason, field }),
  rateLimited: (
    retryAfterSeconds: number,
    message = 'There were too many login attempts. Please try again after a while.',
  ) => new AppError(ErrorCode.RATE_LIMITED, message, { retryAfterSeconds }),
  /** A personal access token's budget is spent (HTTP answers it with 429, graphql-ws as the operation's error). */
  tokenRateLimited: (retryAfterSeconds: number) =>
    new AppError(ErrorCode.RATE_LIMITED, 'Too many requests with this token. Please try again after a while.', {
      retryAfterSeconds,
    }),
  emailNotConfirmed: () =>
    new AppError(
      ErrorCode.EMAIL_NOT_CONFIRMED,
      'The email authentication has not been completed. Please check the email.',
    ),
  invalidCredentials: () => new AppError(ErrorCode.INVALID_CREDENTIALS, 'The email or password is not correct.'),
};

/** The AppError or the non-GraphQL error behind a (possibly located) GraphQL error. */
function unwrap(error: unknown): unknown {
  let current = error;
  while (
    isGraphQLError(current) &&
    !isAppError(current) &&
    current.originalError &&
    current.originalError !== current
  ) {
    current = current.originalError;
  }
  return current;
}

/** How graphql-js's message starts when it stops coercing variables (values.js, maxErrors). */
const VARIABLE_ERROR_LIMIT = 'Too many errors processing variables';

/**
 * Turns any error into what the client may see. Unexpected errors are logged with the request id
 * and replaced by a masked INTERNAL_SERVER_ERROR carrying that id.
 */
export function toClientError(
  formatted: GraphQLFormattedError,
  error: unknown,
  requestId: string,
  logger: Logger,
): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && OPERATION_ERROR_CODES.has(code)) return formatted;
  const original = unwrap(error);
  if (isAppError(original)) return { ...formatted, message: original.message, extensions: { ...original.extensions } };
  // graphql-js gives up after 50 invalid variables with an error of its own that names none: still the client's input.
  if (isGraphQLError(original) && original.message.startsWith(VARIABLE_ERROR_LIMIT))
    return { ...formatted, extensions: { code: ErrorCode.BAD_USER_INPUT } };
  // graphql-js's own errors (unknown argument, variable coercion) carry no original error.
  if (isGraphQLError(original) && original.originalError == null && code !== ErrorCode.INTERNAL_SERVER_ERROR)
    return formatted;
  if (isDatabaseUnavailable(original)) {
    logger.warn({ err: original, requestId, path: formatted.path }, 'database unavailable');
    const { extensions, message } = serviceUnavailable();
    return {
      message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: extensions.code, retryAfterSeconds: extensions.retryAfterSeconds, requestId },
    };
  }
  logger.error({ err: original, requestId, path: formatted.path }, 'unexpected error');
  return {
    message: 'An unexpected error occurred.',
    path: formatted.path,
    locations: formatted.locations,
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR, requestId },
  };
}
