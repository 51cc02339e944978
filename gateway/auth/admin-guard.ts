/**
 * Admin access (spec: "Admin access"): all three must hold: a live session, the session's identity
 * listed in ADMIN_IDENTITIES (names are turned into i-addresses once, offline, by the VerusID name
 * hash, so `admin@` and its i-address both match), and, when ADMIN_ALLOWED_IPS is set, the client IP
 * inside one of its addresses or CIDR ranges (IPv4 and IPv6; IPv4-mapped IPv6 counts as IPv4).
 */
import ipaddr from 'ipaddr.js';
import type { Middleware } from 'koa';
import { identityAddressOfName, isIAddress, type ChainName } from '../../chain/identity-address.js';
import type { AdminAudit, AuditStart } from '../admin-audit.js';
import { ApiError, toApiError } from '../errors.js';
import { authenticateSession, type SessionAuthDeps } from './authenticate.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

const normalize = (addr: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 =>
  addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() ? (addr as ipaddr.IPv6).toIPv4Address() : addr;

function toRange(entry: string): Range {
  if (entry.includes('/')) {
    const [addr, bits] = ipaddr.parseCIDR(entry);
    const n = normalize(addr);
    // `::ffff:10.0.0.0/104` is the IPv4 range 10.0.0.0/8.
    return n.kind() !== addr.kind() ? [n, bits - 96] : [addr, bits];
  }
  const addr = normalize(ipaddr.parse(entry));
  return [addr, addr.kind() === 'ipv4' ? 32 : 128];
}

/** A matcher for ADMIN_ALLOWED_IPS; an empty list allows every IP. */
export function ipAllowList(entries: string[]): (ip: string) => boolean {
  const ranges = entries.map(toRange);
  return (ip) => {
    if (ranges.length === 0) return true;
    let addr: ipaddr.IPv4 | ipaddr.IPv6;
    try {
      addr = normalize(ipaddr.parse(ip));
    } catch {
      return false;
    }
    return ranges.some(([net, bits]) => net.kind() === addr.kind() && addr.match([net, bits] as any));
  };
}

/** The i-addresses of ADMIN_IDENTITIES. */
export function adminAddresses(identities: string[], chain: ChainName): Set<string> {
  return new Set(identities.map((id) => (isIAddress(id) ? id : identityAddressOfName(id, chain))));
}

export interface AdminGuardOptions extends SessionAuthDeps {
  identities: string[];
  allowedIps: string[];
  chain: ChainName;
  /** Records every admin action and every denied attempt (gateway/admin-audit.ts). */
  audit?: AdminAudit;
}

/** Middleware for admin routes: 401 without a session, 403 for anyone not allowed. */
export function adminGuard(opts: AdminGuardOptions): Middleware {
  const admins = adminAddresses(opts.identities, opts.chain);
  const ipAllowed = ipAllowList(opts.allowedIps);
  return async (ctx, next) => {
    const auth = await authenticateSession(ctx, opts);
    const entry = (): AuditStart => ({
      actorId: auth.identityAddress, actorName: auth.identityName, ip: ctx.ip, userAgent: ctx.get('user-agent') || null,
      method: ctx.method, path: ctx.path, action: `${ctx.method} ${(ctx as { _matchedRoute?: string })._matchedRoute ?? ctx.path}`,
      params: { ...(ctx as { params?: Record<string, unknown> }).params }, body: (ctx.request as { body?: unknown }).body,
    });
    const deny = async (message: string) => {
      await opts.audit?.start(entry(), 'denied', 403);
      throw new ApiError('FORBIDDEN', message);
    };
    if (!admins.has(auth.identityAddress)) return deny('Admin access required');
    if (!ipAllowed(ctx.ip)) return deny('Admin access is not allowed from this address');
    ctx.state.auth = auth;
    if (!opts.audit || ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    const id = await opts.audit.start(entry());
    try {
      await next();
    } catch (err) {
      const e = toApiError(err);
      await opts.audit.finish(id, e.status, e.code);
      throw err;
    }
    await opts.audit.finish(id, ctx.status, null);
  };
}
