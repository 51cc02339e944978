/**
 * The admin audit log (docs/reputation.md, "Administration"): every admin action with who did it,
 * what (method, route, parameters, body), when, from where (client IP and user agent) and how it
 * ended. The admin guard records it for every admin route, so a route cannot forget to: a row is
 * written *before* the action runs (`pending`) and completed after it (`ok`, `refused` for a 4xx,
 * `error` for a 5xx), so an action whose process dies midway still shows. Attempts by identities
 * that are not admins, or from outside ADMIN_ALLOWED_IPS, are recorded as `denied`. Reads (GET) by
 * admins are not actions and are not recorded.
 */
import type { Knex } from 'knex';
import type { Page } from './parse.js';

export type AuditOutcome = 'pending' | 'ok' | 'refused' | 'error' | 'denied';

export interface AuditStart {
  actorId: string | null;
  actorName: string | null;
  ip: string;
  userAgent: string | null;
  method: string;
  path: string;
  /** The route pattern, e.g. `POST /v1/admin/agents/:id/suspend`. */
  action: string;
  params: Record<string, unknown>;
  body: unknown;
}

/** Body fields worth keeping are small; anything larger is cut so one request cannot bloat the log. */
function bodyOf(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  const text = JSON.stringify(body);
  return text.length <= 4000 ? body : { truncated: true, preview: text.slice(0, 4000) };
}

export function auditView(r: any) {
  return {
    id: Number(r.id), at: new Date(r.at).toISOString(), actor: r.actor_id, actorName: r.actor_name, ip: r.ip, userAgent: r.user_agent,
    method: r.method, path: r.path, action: r.action, params: r.params, body: r.body, outcome: r.outcome, status: r.status,
    errorCode: r.error_code, finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  };
}

export class AdminAudit {
  constructor(private readonly knex: Knex) {}

  /** Records the start of an action (or a denied attempt, already finished); answers its id. */
  async start(e: AuditStart, outcome: 'pending' | 'denied' = 'pending', status?: number): Promise<number> {
    const [row] = await this.knex('admin_audit').insert({
      actor_id: e.actorId, actor_name: e.actorName, ip: e.ip, user_agent: e.userAgent?.slice(0, 300) ?? null,
      method: e.method, path: e.path.slice(0, 500), action: e.action, params: JSON.stringify(e.params), body: JSON.stringify(bodyOf(e.body)),
      outcome, status: status ?? null, error_code: outcome === 'denied' ? 'FORBIDDEN' : null, finished_at: outcome === 'denied' ? new Date() : null,
    }).returning('id');
    return Number(row.id);
  }

  async finish(id: number, status: number, errorCode: string | null): Promise<void> {
    const outcome: AuditOutcome = status >= 500 ? 'error' : status >= 400 ? 'refused' : 'ok';
    await this.knex('admin_audit').where({ id }).update({ outcome, status, error_code: errorCode, finished_at: new Date() });
  }

  async list(q: Page & { actor?: string; action?: string; outcome?: string }): Promise<{ rows: ReturnType<typeof auditView>[]; total: number }> {
    const base = this.knex('admin_audit');
    if (q.actor) base.where('actor_id', q.actor);
    if (q.action) base.where('action', 'ilike', `%${q.action.replace(/[%_\\]/g, '\\$&')}%`);
    if (q.outcome) base.where('outcome', q.outcome);
    const [rows, count] = await Promise.all([base.clone().orderBy('id', 'desc').limit(q.limit).offset(q.offset).select('*'), base.clone().count({ n: '*' })]);
    return { rows: rows.map(auditView), total: Number(count[0]!.n) };
  }
}
