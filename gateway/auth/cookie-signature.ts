/**
 * HMAC-SHA256 signed cookie values: `<value>.<base64url mac>`. Any change to the value or the mac
 * fails the check, so a client can neither forge nor alter a session or claim id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { memoized } from '../memo.js';

const mac = (secret: string, name: string, value: string): string =>
  // The cookie name is part of the mac, so a claim token cannot be replayed as a session id.
  createHmac('sha256', secret).update(`${name}=${value}`).digest('base64url');

/** The signed form of `value` for cookie `name`. */
export function signCookieValue(secret: string, name: string, value: string): string {
  return `${value}.${mac(secret, name, value)}`;
}

/**
 * The check per secret and cookie name, remembered for the last 10,000 signed forms that passed: a
 * session sends the same cookie on every request.
 */
const checkers = new Map<string, (signed: string) => string | null>();

/** The value inside a signed cookie, or null when it is missing, malformed or tampered with. */
export function unsignCookieValue(secret: string, name: string, signed: string | undefined): string | null {
  if (!signed || signed.length > 512) return null;
  const key = `${secret}\n${name}`;
  let check = checkers.get(key);
  if (!check) checkers.set(key, (check = memoized((s) => checkSignature(secret, name, s))));
  return check(signed);
}

function checkSignature(secret: string, name: string, signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(secret, name, value), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
