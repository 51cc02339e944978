/**
 * The two cookies of login: `session` (signed session token) and `svc_login_claim` (signed claim
 * token binding a wallet login to the browser that asked for the challenge). Both HttpOnly, path `/`,
 * SameSite Lax, and Secure in production. Values are signed by `cookie-signature.ts`, not by Koa's
 * keygrip pair of cookies, so each cookie is one self-contained value.
 */
import type { ParameterizedContext } from 'koa';
import { signCookieValue, unsignCookieValue } from './cookie-signature.js';

export const SESSION_COOKIE = 'session';
export const CLAIM_COOKIE = 'svc_login_claim';

export interface CookieSettings {
  secret: string;
  /** Marks cookies Secure; the gateway sets it in production (TLS ends at the proxy). */
  secure: boolean;
}

type Ctx = ParameterizedContext<any>;

/** Sets a signed, HttpOnly cookie. `maxAgeMs` undefined makes a browser-session cookie. */
export function setSignedCookie(ctx: Ctx, settings: CookieSettings, name: string, value: string, maxAgeMs?: number): void {
  // Koa refuses Secure cookies on a plain connection; behind the TLS proxy the connection is plain.
  if (settings.secure) ctx.cookies.secure = true;
  ctx.cookies.set(name, signCookieValue(settings.secret, name, value), {
    httpOnly: true, secure: settings.secure, sameSite: 'lax', path: '/', overwrite: true, maxAge: maxAgeMs,
  });
}

/** Cookies already checked in a request: the rate limiter and the session check both read `session`. */
const checked = new WeakMap<object, Map<string, string | null>>();

/** The verified value of a signed cookie, or null (absent or tampered); checked once per request. */
export function readSignedCookie(ctx: Ctx, settings: CookieSettings, name: string): string | null {
  let seen = checked.get(ctx.request);
  if (seen?.has(name)) return seen.get(name)!;
  let raw: string | undefined;
  try {
    raw = ctx.cookies.get(name);
  } catch {
    return null; // a malformed Cookie header must not become a 500
  }
  const value = unsignCookieValue(settings.secret, name, raw);
  if (!seen) checked.set(ctx.request, (seen = new Map()));
  seen.set(name, value);
  return value;
}

/** True when the request carries the cookie at all (signed or not). */
export function hasCookie(ctx: Ctx, name: string): boolean {
  try {
    return ctx.cookies.get(name) !== undefined;
  } catch {
    return false;
  }
}

export function clearCookie(ctx: Ctx, settings: CookieSettings, name: string): void {
  if (settings.secure) ctx.cookies.secure = true;
  ctx.cookies.set(name, '', { httpOnly: true, secure: settings.secure, sameSite: 'lax', path: '/', maxAge: 0, overwrite: true });
}
