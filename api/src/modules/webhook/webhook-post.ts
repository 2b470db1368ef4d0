import http from 'node:http';
import https from 'node:https';
import {
  AddressRefused,
  addressRefusal,
  checkedLookup,
  literalAddress,
  type WebhookEgress,
} from './webhook-address.js';

const TIMEOUT_MS = 10_000;

export interface PostResult {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  ms: number;
  error: string | null;
  /** The address was refused (not public): retrying will not help. */
  refused: boolean;
}

/**
 * POSTs one signed body with a 10 s timeout, never following redirects. node:http rather than fetch
 * for its `lookup` hook: the host is resolved once, checked (webhook-address.ts) and connected to at
 * the checked address; an IP literal, which no lookup sees, is checked here.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  egress: WebhookEgress,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target);
  const literal = literalAddress(url.hostname);
  const refusal = literal && !egress.allowPrivate ? addressRefusal(literal) : null;
  if (refusal)
    return Promise.resolve({
      status: null,
      ms: elapsed(),
      error: `AddressRefused: ${literal} is a ${refusal} address, not a public one`,
      refused: true,
    });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        // A connection of its own: never a pooled socket opened for another check.
        agent: false,
        lookup: checkedLookup(egress),
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? null;
        const ok = status !== null && status >= 200 && status < 300;
        resolve({ status, ms: elapsed(), error: ok ? null : `HTTP ${status}`, refused: false });
      },
    );
    request.on('error', (error: Error) => {
      const cause = (error.cause as Error | undefined)?.message ?? error.message;
      resolve({
        status: null,
        ms: elapsed(),
        error: `${error.name}: ${cause}`.slice(0, 300),
        refused: error instanceof AddressRefused,
      });
    });
    request.end(body);
  });
}
