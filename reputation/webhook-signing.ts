/**
 * Webhook secrets and signatures (docs/reputation.md, "Webhooks").
 *
 * - A secret is 32 random bytes shown once as `whsec_<base64url>`; at rest it is sealed with
 *   AES-256-GCM under WEBHOOK_ENCRYPTION_KEY (`v1.<iv>.<tag>.<ciphertext>`, base64url parts), so a
 *   database dump alone cannot forge deliveries.
 * - A delivery carries `X-Agentplatform-Timestamp: <unix seconds>` and
 *   `X-Agentplatform-Signature: v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`; a receiver
 *   recomputes it over the raw body, compares in constant time and refuses stale timestamps.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-agentplatform-signature';
export const TIMESTAMP_HEADER = 'x-agentplatform-timestamp';
export const EVENT_HEADER = 'x-agentplatform-event';
export const DELIVERY_HEADER = 'x-agentplatform-delivery';

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

function key(hex: string): Buffer {
  const k = Buffer.from(hex, 'hex');
  if (k.length !== 32) throw new Error('WEBHOOK_ENCRYPTION_KEY must be 32 bytes as 64 hex characters');
  return k;
}

export function sealSecret(secret: string, keyHex: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(keyHex), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** Opens a sealed secret; throws when the key is wrong or the text was altered. */
export function openSecret(sealed: string, keyHex: string): string {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', key(keyHex), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** The signature header's value for a body sent at `timestamp` (unix seconds). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver runs: true when the signature is the body's under the secret and the timestamp
 * is within `toleranceS` of now.
 */
export function verifyWebhook(secret: string, headers: { signature: string; timestamp: string }, body: string, opts: { toleranceS?: number; now?: number } = {}): boolean {
  const ts = Number(headers.timestamp);
  if (!Number.isInteger(ts)) return false;
  if (Math.abs((opts.now ?? Date.now()) / 1000 - ts) > (opts.toleranceS ?? 300)) return false;
  const expected = Buffer.from(webhookSignature(secret, ts, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
