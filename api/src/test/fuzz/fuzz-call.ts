import type { Client } from 'graphql-ws';
import type { TestApp } from '../test-app.js';

/** What one fuzzed call got back, over HTTP or graphql-ws. */
export interface FuzzAnswer {
  status?: number;
  data?: unknown;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
  /** The socket closed under the subscription (graphql-ws close code). */
  closeCode?: number;
  /** An answer that was not JSON (a page, a proxy's error). */
  text?: string;
  /** Why the call was not made (a body past the server's limit is refused unread: http.test.ts covers that). */
  notSent?: string;
}

/**
 * The address the fuzz's calls come from (a documentation range, through the loopback proxy the app
 * trusts): the login throttle it trips (50 failures an hour per address) then spares the logins that
 * make the stand-ins.
 */
const FUZZ_ADDRESS = '203.0.113.7';

/** The server reads JSON bodies up to 1 MB (app.ts); a larger one would only test that limit, and slowly. */
const BODY_MAX = 1024 * 1024;

/** Sends a query or mutation over HTTP as the browser does; any body that is not JSON is kept as text. */
export async function callHttp(
  app: TestApp,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<FuzzAnswer> {
  const body = bodyOf(query, variables);
  if (body === null) return { notSent: 'body over 1 MB' };
  const response = await post(app, body, token);
  const text = await response.text();
  try {
    return { status: response.status, ...(JSON.parse(text) as Omit<FuzzAnswer, 'status'>) };
  } catch {
    return { status: response.status, text: text.slice(0, 500) };
  }
}

/**
 * The JSON body, or null past the limit. Nested long lists of long strings may not even fit a string,
 * and escaping them took the fuzz 40 s before JSON.stringify gave up: what is surely too long is
 * counted first, cheaply.
 */
function bodyOf(query: string, variables: Record<string, unknown>): string | null {
  if (surelyLongerThan(variables, BODY_MAX)) return null;
  try {
    const body = JSON.stringify({ query, variables });
    return body.length > BODY_MAX ? null : body;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Whether the JSON of `value` has more than `limit` characters: its strings' lengths alone, counted until they pass it. */
function surelyLongerThan(value: unknown, limit: number): boolean {
  let left = limit;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') left -= item.length;
    else if (Array.isArray(item)) for (const element of item) pending.push(element);
    else if (item !== null && typeof item === 'object')
      for (const [key, field] of Object.entries(item)) pending.push(key, field);
    if (left < 0) return true;
  }
  return false;
}

/** Posts once more on a connection reset: a kept-alive socket the server had just closed is the client's race, not an answer. */
async function post(app: TestApp, body: string, token: string): Promise<Response> {
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'x-forwarded-for': FUZZ_ADDRESS,
  };
  const send = () => fetch(`${app.url}/graphql`, { method: 'POST', headers, body });
  try {
    return await send();
  } catch {
    return send();
  }
}

/** How long a subscription is watched for an error before it counts as accepted. */
const SUBSCRIPTION_WATCH_MS = 60;

/** Subscribes over graphql-ws and answers the first error, value or close, or nothing within a moment. */
export function callSocket(client: Client, query: string, variables: Record<string, unknown>): Promise<FuzzAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: FuzzAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      dispose();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({}), SUBSCRIPTION_WATCH_MS);
    const dispose = client.subscribe(
      { query, variables },
      {
        next: (result) => finish({ data: result.data, errors: result.errors as FuzzAnswer['errors'] }),
        error: (error) =>
          finish(Array.isArray(error) ? { errors: error } : { closeCode: (error as { code?: number }).code ?? -1 }),
        complete: () => finish({}),
      },
    );
  });
}
