import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * Reading errors of the API into one plain shape. Every GraphQL error carries `extensions.code`, and
 * where useful `extensions.reason` (one of `@domain/error-reasons`), `extensions.field` and (for
 * INTERNAL_SERVER_ERROR) `extensions.requestId`. Translation into words lives in ./errorMessages.ts.
 */

export const API_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'EMAIL_NOT_CONFIRMED',
  'INVALID_CREDENTIALS',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

/** Codes of the contract plus the client's own: network failure and anything unrecognised. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number] | 'NETWORK_ERROR' | 'UNKNOWN';

export interface ApiError {
  readonly code: ApiErrorCode;
  readonly reason: string | null;
  readonly field: string | null;
  readonly requestId: string | null;
  /** The offending address, for errors about one e-mail of a list (invitations; the first of several). */
  readonly email?: string | null;
  /** Every offending address of a list (invitations), when the API names them all. */
  readonly emails?: readonly string[] | null;
  /** What already exists, for a duplicate the screen offers instead (a report of the same period). */
  readonly existing?: { readonly id: string; readonly title: string | null } | null;
  /** The server's own text (English, not shown to users except as a detail). */
  readonly message: string;
}

interface GraphQLErrorLike {
  readonly message?: unknown;
  readonly extensions?: Readonly<Record<string, unknown>> | null;
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function asStrings(value: unknown): readonly string[] | null {
  return Array.isArray(value) && value.length > 0 && value.every((entry) => typeof entry === 'string')
    ? (value as string[])
    : null;
}

function toCode(value: unknown): ApiErrorCode {
  return (API_ERROR_CODES as readonly string[]).includes(value as string) ? (value as ApiErrorCode) : 'UNKNOWN';
}

function fromGraphQLError(error: GraphQLErrorLike): ApiError {
  const extensions = error.extensions ?? {};
  return {
    code: toCode(extensions['code']),
    reason: asString(extensions['reason']),
    field: asString(extensions['field']),
    requestId: asString(extensions['requestId']),
    email: asString(extensions['email']),
    emails: asStrings(extensions['emails']),
    existing: asString(extensions['existingId'])
      ? { id: asString(extensions['existingId'])!, title: asString(extensions['existingTitle']) }
      : null,
    message: asString(error.message) ?? '',
  };
}

function errorsInBody(bodyText: string): GraphQLErrorLike[] | null {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)) {
      return (body as { errors: GraphQLErrorLike[] }).errors;
    }
  } catch {
    // not JSON: fall through
  }
  return null;
}

/** An error thrown by the client's own HTTP helpers (profile image upload). */
export class HttpApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly reason: string | null,
  ) {
    super(`HTTP ${status}: ${code}${reason ? ` (${reason})` : ''}`);
    this.name = 'HttpApiError';
  }
}

/** True for a request that was cancelled on purpose (navigating away, a newer request): ignore it. */
export function isAbortError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'AbortError') return true;
  return typeof message === 'string' && /\babort(ed)?\b/i.test(message) && /signal|request|operation/i.test(message);
}

/** Every API error in `error`, in the order the server gave them (at least one entry). */
export function apiErrors(error: unknown): ApiError[] {
  if (CombinedGraphQLErrors.is(error)) {
    const list = error.errors.map(fromGraphQLError);
    if (list.length > 0) return list;
  }
  if (CombinedProtocolErrors.is(error)) {
    return error.errors.map(fromGraphQLError);
  }
  if (ServerError.is(error)) {
    const inBody = errorsInBody(error.bodyText);
    if (inBody && inBody.length > 0) return inBody.map(fromGraphQLError);
    const code: ApiErrorCode =
      error.statusCode === 401
        ? 'UNAUTHENTICATED'
        : error.statusCode === 403
          ? 'FORBIDDEN'
          : error.statusCode === 404
            ? 'NOT_FOUND'
            : error.statusCode === 429
              ? 'RATE_LIMITED'
              : error.statusCode === 503
                ? 'SERVICE_UNAVAILABLE'
                : error.statusCode >= 500
                  ? 'INTERNAL_SERVER_ERROR'
                  : 'UNKNOWN';
    return [{ code, reason: null, field: null, requestId: null, message: error.message }];
  }
  if (ServerParseError.is(error)) {
    return [{ code: 'UNKNOWN', reason: null, field: null, requestId: null, message: error.message }];
  }
  if (error instanceof HttpApiError) {
    return [{ code: error.code, reason: error.reason, field: null, requestId: null, message: error.message }];
  }
  if (error instanceof TypeError) {
    // fetch() rejects with a TypeError when the server cannot be reached.
    return [{ code: 'NETWORK_ERROR', reason: null, field: null, requestId: null, message: error.message }];
  }
  const message = error instanceof Error ? error.message : String(error ?? '');
  return [{ code: 'UNKNOWN', reason: null, field: null, requestId: null, message }];
}

export function firstApiError(error: unknown): ApiError {
  // apiErrors always returns at least one entry.
  return apiErrors(error)[0] as ApiError;
}

export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return apiErrors(error).some((entry) => entry.code === code);
}

/** GraphQL error entries of a raw link result (`result.errors`). */
export function resultErrorCodes(errors: readonly GraphQLErrorLike[] | undefined): ApiErrorCode[] {
  return (errors ?? []).map((entry) => fromGraphQLError(entry).code);
}

/**
 * Spec 3 section 8: an error whose message contains "session expired", "404" or "Not Found" logs the
 * user out. A catalogued GraphQL code (e.g. NOT_FOUND for a missing goal) is a normal, handled error
 * and never ends the session; the rule applies to uncatalogued and transport-level errors only.
 */
export function isSessionLossError(error: unknown): boolean {
  const transport = isTransportError(error);
  return apiErrors(error).some((entry) => {
    const uncatalogued = entry.code === 'UNKNOWN' || (transport && entry.code === 'NOT_FOUND' && entry.reason === null);
    return uncatalogued && isSessionLossMessage(entry.message);
  });
}

function isTransportError(error: unknown): boolean {
  return ServerError.is(error) || ServerParseError.is(error);
}

export function isSessionLossMessage(message: string): boolean {
  return /session expired/i.test(message) || /\b404\b/.test(message) || /Not Found/.test(message);
}
