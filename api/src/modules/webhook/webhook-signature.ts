import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret for an endpoint, shown once to the admin who registers it. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * The signature of a delivery: HMAC-SHA256 with the endpoint's secret over `{timestamp}.{body}`, hex,
 * sent as `Quarter-Webhook-Signature: v1={hex}` beside `Quarter-Webhook-Timestamp` (Unix seconds), so
 * that a receiver can refuse a forged body and an old one replayed.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (and the tests): recompute and compare in constant time. */
export function verifyWebhookSignature(secret: string, timestamp: number, body: string, signature: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
