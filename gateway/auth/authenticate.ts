/**
 * Who is calling: the session cookie (every authenticated route), or, on the routes the spec names,
 * a signed envelope instead (see signed-envelope.ts). The result is `ctx.state.auth`.
 */
import type { Middleware, ParameterizedContext } from 'koa';
import { ApiError } from '../errors.js';
import { clearCookie, hasCookie, readSignedCookie, SESSION_COOKIE, type CookieSettings } from './cookies.js';
import type { SessionStore } from './sessions.js';
import type { ActionFields } from './signed-action.js';

export interface Authenticated {
  identityAddress: string;
  identityName: string | null;
  via: 'session' | 'envelope-v2' | 'signed-v1';
  /** Row id of the session (a hash; safe to log) when `via` is `session`. */
  sessionId?: string;
  /** The signed fields when the request was authenticated by a signature. */
  signed?: ActionFields;
}

export interface SessionAuthDeps {
  sessions: SessionStore;
  cookies: CookieSettings;
}

/** The caller of a request by its session cookie; throws 401 with the spec's messages. */
export async function authenticateSession(ctx: ParameterizedContext<any>, deps: SessionAuthDeps): Promise<Authenticated> {
  const token = readSignedCookie(ctx, deps.cookies, SESSION_COOKIE);
  if (!token) {
    if (hasCookie(ctx, SESSION_COOKIE)) clearCookie(ctx, deps.cookies, SESSION_COOKIE);
    throw new ApiError('UNAUTHORIZED', 'Authentication required');
  }
  const found = await deps.sessions.touch(token);
  if (found.state !== 'active') {
    clearCookie(ctx, deps.cookies, SESSION_COOKIE);
    throw new ApiError('UNAUTHORIZED', found.state === 'expired' ? 'Session expired' : 'Authentication required');
  }
  return {
    identityAddress: found.session.identityAddress, identityName: found.session.identityName,
    via: 'session', sessionId: found.session.id,
  };
}

/** Middleware: a live session is required; sets `ctx.state.auth`. */
export function requireSession(deps: SessionAuthDeps): Middleware {
  return async (ctx, next) => {
    ctx.state.auth = await authenticateSession(ctx, deps);
    await next();
  };
}
