/**
 * Every endpoint of spec/scanner.md: its rate-limit group, its body schema and what it answers.
 * Handlers only shape requests and responses; scanning happens in the worker pool.
 */
import type { z } from 'zod';
import type { CanaryStore } from './canary-store.js';
import type { ScanPool } from './pool.js';
import type { RateGroup } from './rate-limits.js';
import {
  canaryCheckRequest, canaryCreateRequest, fileContentRequest, fileMetaRequest, outputRequest, scanRequest,
  wrapRequest,
} from './requests.js';
import type { ScannerStats } from './stats.js';
import { SessionStore } from './session-store.js';

export interface RouteDeps {
  pool: ScanPool;
  stats: ScannerStats;
  canaries: CanaryStore;
  /** The GET /health body. */
  healthReport(): unknown;
  /** The GET /v1/stats body. */
  statsReport(): unknown;
  /** Escalation states of `/v1/scan` sessions; one per pool when the server does not pass one. */
  sessions?: SessionStore;
}

const poolSessions = new WeakMap<object, SessionStore>();
function sessionsOf(deps: RouteDeps): SessionStore {
  if (deps.sessions) return deps.sessions;
  let s = poolSessions.get(deps.pool);
  if (!s) { s = new SessionStore(); poolSessions.set(deps.pool, s); }
  return s;
}

export interface Route<S extends z.ZodTypeAny = z.ZodTypeAny> {
  method: 'GET' | 'POST';
  path: string;
  /** Rate-limit group; none means no key and no limit (only /health). */
  group: RateGroup | null;
  schema?: S;
  handle(body: z.infer<S>, deps: RouteDeps): Promise<unknown> | unknown;
}

const route = <S extends z.ZodTypeAny>(r: Route<S>): Route => r as unknown as Route;

const inbound = (r: { score: number; safe: boolean; classification: string; flags: string[] }) => ({
  score: r.score, safe: r.safe, classification: r.classification, flags: r.flags,
});

export const ROUTES: Route[] = [
  route({
    method: 'POST', path: '/v1/scan', group: 'scan', schema: scanRequest,
    async handle(body, deps) {
      const { pool, stats } = deps;
      if (body.sessionId === undefined) {
        const r = await pool.run({ op: 'inbound', text: body.text });
        stats.inbound(r);
        return inbound(r);
      }
      // A message of a conversation: the worker scores it with the session's escalation state.
      const sessions = sessionsOf(deps);
      const now = Date.now();
      const t = await pool.run({ op: 'turn', text: body.text, state: sessions.get(body.sessionId, now), now });
      if (t.state) sessions.set(body.sessionId, t.state, now);
      stats.inbound(t.result);
      return inbound(t.result);
    },
  }),
  route({
    method: 'POST', path: '/v1/scan/output', group: 'scan', schema: outputRequest,
    async handle(body, { pool, stats, canaries }) {
      const r = await pool.run({ op: 'output', input: { ...body, canaryTokens: canaries.liveTokens() } });
      stats.output(r);
      return { safe: r.safe, score: r.score, classification: r.classification, flags: r.flags, scannedAt: r.scannedAt };
    },
  }),
  route({
    method: 'POST', path: '/v1/scan/file', group: 'file', schema: fileMetaRequest,
    async handle(body, { pool, stats }) {
      const r = await pool.run({ op: 'fileMeta', input: body });
      stats.file(r);
      return { safe: r.safe, score: r.score, flags: r.flags };
    },
  }),
  route({
    method: 'POST', path: '/v1/scan/file/content', group: 'file', schema: fileContentRequest,
    async handle(body, { pool, stats }) {
      const r = await pool.run({ op: 'fileContent', input: body });
      stats.file(r);
      return { ...inbound(r), fileFlags: r.fileFlags };
    },
  }),
  route({
    method: 'POST', path: '/v1/wrap', group: 'wrap', schema: wrapRequest,
    async handle(body, { pool, stats }) {
      const r = await pool.run({ op: 'wrap', text: body.text, sessionId: body.sessionId });
      stats.inbound(r);
      return r.wrapped === undefined ? inbound(r) : { ...inbound(r), wrapped: r.wrapped };
    },
  }),
  route({
    method: 'POST', path: '/v1/canary/create', group: 'canary', schema: canaryCreateRequest,
    async handle(body, { canaries }) {
      const c = await canaries.create(body.sessionId);
      return { token: c.token };
    },
  }),
  route({
    method: 'POST', path: '/v1/canary/check', group: 'canary', schema: canaryCheckRequest,
    async handle(body, { pool, stats, canaries }) {
      const { tokens } = await pool.run({ op: 'canaryCheck', text: body.text, tokens: canaries.liveTokens() });
      const found = canaries.lookup(tokens);
      stats.canaryHits(found.length);
      return {
        found: found.length > 0,
        tokens: found.map((c) => ({ token: c.token, owner: c.owner, registeredAt: c.registeredAt })),
      };
    },
  }),
  route({ method: 'GET', path: '/v1/stats', group: 'stats', handle: (_b, deps) => deps.statsReport() }),
  route({ method: 'GET', path: '/health', group: null, handle: (_b, deps) => deps.healthReport() }),
];
