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
}

/** Sends a query or mutation over HTTP as the browser does; any body that is not JSON is kept as text. */
export async function callHttp(app: TestApp, query: string, variables: Record<string, unknown>, token: string): Promise<FuzzAnswer> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  try {
    return { status: response.status, ...(JSON.parse(text) as Omit<FuzzAnswer, 'status'>) };
  } catch {
    return { status: response.status, text: text.slice(0, 500) };
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
        error: (error) => finish(Array.isArray(error) ? { errors: error } : { closeCode: (error as { code?: number }).code ?? -1 }),
        complete: () => finish({}),
      },
    );
  });
}
