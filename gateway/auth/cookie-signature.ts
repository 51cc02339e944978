/**
 * HMAC-SHA256 signed cookie values: `<value>.<base64url mac>`. Any change to the value or the mac
 * fails the check, so a client can neither forge nor alter a session or claim id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, name: string, value: string): string =>
  // The cookie name is part of the mac, so a claim token cannot be replayed as a session id.
  createHmac('sha256', secret).update(`${name}=${value}`).digest('base64url');

/** The signed form of `value` for cookie `name`. */
export function signCookieValue(secret: string, name: string, value: string): string {
  return `${value}.${mac(secret, name, value)}`;
}

/**
 * Cookies that passed the check, by secret, name and signed form: a session sends the same cookie on
 * every request. Only good ones are kept, so forged cookies cannot push them out faster than use.
 */
const VERIFIED_LIMIT = 10_000;
const verified = new Map<string, string>();

/** The value inside a signed cookie, or null when it is missing, malformed or tampered with. */
export function unsignCookieValue(secret: string, name: string, signed: string | undefined): string | null {
  if (!signed || signed.length > 512) return null;
  const key = `${secret}\n${name}=${signed}`;
  const known = verified.get(key);
  if (known !== undefined) return known;
  const value = checkSignature(secret, name, signed);
  if (value !== null) {
    if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
    verified.set(key, value);
  }
  return value;
}

function checkSignature(secret: string, name: string, signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(secret, name, value), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
