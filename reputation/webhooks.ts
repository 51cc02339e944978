/**
 * Outbound webhooks (docs/reputation.md, "Webhooks"): endpoints an identity registers, and the
 * durable delivery of its notifications to them.
 *
 * Durability: a notification row is committed with the actor change that caused it
 * (`webhook_pending`). The worker turns pending notifications into one delivery row per matching
 * endpoint and clears the flag in the same transaction (claimed FOR UPDATE SKIP LOCKED, so any
 * number of workers share the work and none fans a row out twice). Deliveries are claimed the same
 * way with a lease (`locked_until`), posted, and then marked delivered, or rescheduled with
 * exponential backoff until `give_up_at` (24 h after the first attempt), after which they are dead
 * letters the owner can list and replay. A worker that dies mid-post leaves a lease that expires:
 * the delivery is tried again (at least once; receivers dedupe by the event id).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  DELIVERY_HEADER, EVENT_HEADER, newWebhookSecret, openSecret, sealSecret, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature,
} from './webhook-signing.js';
import { checkWebhookUrl, publicOnlyLookup, resolvePublic, type UrlPolicy } from './webhook-url.js';

export interface WebhookSettings {
  /** AES-256-GCM key of the secrets at rest, 64 hex characters. */
  encryptionKey: string;
  policy: UrlPolicy;
  /** Delay after the first failed attempt; doubles per attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long after its first attempt a delivery is retried before it becomes a dead letter. */
  retryWindowMs: number;
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: Omit<WebhookSettings, 'encryptionKey' | 'policy'> = {
  retryBaseMs: 30_000, retryMaxMs: 3_600_000, retryWindowMs: 86_400_000, timeoutMs: 10_000,
};

export const MAX_WEBHOOKS_PER_IDENTITY = 10;

/** True when an endpoint subscribed with `patterns` wants events of type `type`. */
export function wants(patterns: string[], type: string): boolean {
  return patterns.some((p) => p === '*' || p === type || (p.endsWith('.*') && type.startsWith(p.slice(0, -1))));
}

/** The delay before attempt `attempt + 1` after `attempt` failures (1-based): base, 2 base, 4 base, ... capped. */
export const backoffMs = (attempt: number, s: Pick<WebhookSettings, 'retryBaseMs' | 'retryMaxMs'>): number =>
  Math.min(s.retryMaxMs, s.retryBaseMs * 2 ** Math.max(0, attempt - 1));

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function webhookView(r: any) {
  return {
    id: r.id, url: r.url, events: r.events, description: r.description, active: r.active,
    createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  };
}

export function deliveryView(r: any) {
  return {
    id: r.id, webhookId: r.webhook_id, eventId: r.notification_id, eventType: r.event_type, status: r.status, attempts: r.attempts,
    nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null, giveUpAt: iso(r.give_up_at), lastStatus: r.last_status,
    lastError: r.last_error, createdAt: iso(r.created_at), deliveredAt: iso(r.delivered_at), deadAt: iso(r.dead_at), payload: r.payload,
  };
}

/** The JSON a receiver gets: the event id is the notification's, the same on every retry and replay. */
export const deliveryBody = (r: { notification_id: string; event_type: string; payload: unknown; owner_id: string; created_at?: Date | string }, createdAt: string) =>
  JSON.stringify({ id: r.notification_id, type: r.event_type, identity: r.owner_id, createdAt, data: r.payload });

export class WebhookStore {
  constructor(private readonly knex: Knex, private readonly settings: WebhookSettings) {}

  /** Checks a URL against the policy, resolving its host in production. */
  async checkUrl(raw: string): Promise<string> {
    const url = checkWebhookUrl(raw, this.settings.policy);
    if (this.settings.policy === 'public-https') await resolvePublic(url.hostname);
    return url.toString();
  }

  async create(owner: string, input: { url: string; events: string[]; description?: string | null }): Promise<{ webhook: ReturnType<typeof webhookView>; secret: string }> {
    const url = await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const now = new Date();
    const row = {
      id: randomUUID(), owner_id: owner, url, events: JSON.stringify(input.events), description: input.description ?? null,
      secret_enc: sealSecret(secret, this.settings.encryptionKey), active: true, created_at: now, updated_at: now,
    };
    await this.knex('webhooks').insert(row);
    return { webhook: webhookView({ ...row, events: input.events }), secret };
  }

  async count(owner: string): Promise<number> {
    return Number((await this.knex('webhooks').where({ owner_id: owner }).count({ n: '*' }))[0]!.n);
  }

  async list(owner: string, page: { limit: number; offset: number }) {
    const base = this.knex('webhooks').where({ owner_id: owner });
    const [rows, total] = await Promise.all([base.clone().orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(page.limit).offset(page.offset).select('*'), this.count(owner)]);
    return { rows: rows.map(webhookView), total };
  }

  /** The owner's webhook, or null (another identity's is null too: owners never learn of others'). */
  async get(owner: string, id: string): Promise<any | null> {
    return (await this.knex('webhooks').where({ id, owner_id: owner }).first()) ?? null;
  }

  async update(owner: string, id: string, patch: { url?: string; events?: string[]; active?: boolean; description?: string | null }) {
    const row: Record<string, unknown> = { updated_at: new Date() };
    if (patch.url !== undefined) row.url = await this.checkUrl(patch.url);
    if (patch.events !== undefined) row.events = JSON.stringify(patch.events);
    if (patch.active !== undefined) row.active = patch.active;
    if (patch.description !== undefined) row.description = patch.description;
    const [r] = await this.knex('webhooks').where({ id, owner_id: owner }).update(row).returning('*');
    return r ? webhookView(r) : null;
  }

  async rotate(owner: string, id: string): Promise<string | null> {
    const secret = newWebhookSecret();
    const n = await this.knex('webhooks').where({ id, owner_id: owner }).update({ secret_enc: sealSecret(secret, this.settings.encryptionKey), updated_at: new Date() });
    return n ? secret : null;
  }

  async remove(owner: string, id: string): Promise<boolean> {
    return this.knex.transaction(async (trx) => {
      const n = await trx('webhooks').where({ id, owner_id: owner }).delete();
      if (n) await trx('webhook_deliveries').where({ webhook_id: id }).delete();
      return n > 0;
    });
  }

  async deliveries(owner: string, q: { webhookId?: string; status?: string; limit: number; offset: number }) {
    // The delivery worker moves rows between statuses all the time: the page and its total are read
    // in one repeatable-read snapshot, or a delivery that turns dead between two queries on two pooled
    // connections gives a total of 1 beside an empty page.
    return this.knex.transaction(async (trx) => {
      const base = trx('webhook_deliveries').where({ owner_id: owner });
      if (q.webhookId) base.where({ webhook_id: q.webhookId });
      if (q.status) base.where({ status: q.status });
      const rows = await base.clone().orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }]).limit(q.limit).offset(q.offset).select('*');
      const count = await base.clone().count({ n: '*' });
      return { rows: rows.map(deliveryView), total: Number(count[0]!.n) };
    }, { isolationLevel: 'repeatable read', readOnly: true });
  }

  /**
   * Sends dead letters again: due now, with a fresh 24 h window. `deliveryId` replays one, else
   * every dead letter of the webhook. Answers the deliveries requeued.
   */
  async replay(owner: string, webhookId: string, deliveryId?: string): Promise<ReturnType<typeof deliveryView>[]> {
    const now = new Date();
    const q = this.knex('webhook_deliveries').where({ owner_id: owner, webhook_id: webhookId, status: 'dead' });
    if (deliveryId) q.where({ id: deliveryId });
    const rows = await q.update({
      status: 'pending', next_attempt_at: now, give_up_at: new Date(now.getTime() + this.settings.retryWindowMs), dead_at: null, locked_until: null,
    }).returning('*');
    return rows.map(deliveryView);
  }

  /**
   * Turns up to `limit` pending notifications into deliveries for the endpoints that want them.
   * Answers how many notifications it handled.
   */
  async fanOut(limit = 200): Promise<number> {
    return this.knex.transaction(async (trx) => {
      const pending = await trx('notifications').where('webhook_pending', true).orderBy('seq').limit(limit).forUpdate().skipLocked()
        .select('id', 'identity_id', 'type', 'payload', 'created_at');
      if (pending.length === 0) return 0;
      const owners = [...new Set(pending.map((n) => n.identity_id))];
      const hooks = await trx('webhooks').whereIn('owner_id', owners).where('active', true).select('id', 'owner_id', 'events');
      const now = new Date();
      const rows = [];
      for (const n of pending) {
        for (const h of hooks) {
          if (h.owner_id !== n.identity_id || !wants(h.events, n.type)) continue;
          rows.push({
            id: randomUUID(), webhook_id: h.id, owner_id: n.identity_id, notification_id: n.id, event_type: n.type,
            payload: JSON.stringify({ ...n.payload, createdAt: new Date(n.created_at).toISOString() }), status: 'pending', attempts: 0,
            next_attempt_at: now, give_up_at: new Date(now.getTime() + this.settings.retryWindowMs), created_at: now,
          });
        }
      }
      if (rows.length > 0) await trx('webhook_deliveries').insert(rows).onConflict(['webhook_id', 'notification_id']).ignore();
      await trx('notifications').whereIn('id', pending.map((n) => n.id)).update({ webhook_pending: false });
      return pending.length;
    });
  }

  /** Claims due deliveries with a lease long enough for one attempt; counts the attempt. */
  async claim(limit = 20): Promise<any[]> {
    const leaseMs = this.settings.timeoutMs * 2 + 5_000;
    const { rows } = await this.knex.raw(`
      UPDATE webhook_deliveries d SET locked_until = now() + (? * interval '1 millisecond'), attempts = d.attempts + 1
      FROM webhooks w
      WHERE d.id IN (
        SELECT id FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
        ORDER BY next_attempt_at LIMIT ? FOR UPDATE SKIP LOCKED)
        AND w.id = d.webhook_id
      RETURNING d.*, w.url, w.secret_enc, w.active`, [leaseMs, limit]);
    return rows;
  }

  /** Records an attempt's result: delivered, rescheduled with backoff, or dead once past `give_up_at`. */
  async settle(d: { id: string; attempts: number; give_up_at: Date }, result: { ok: boolean; status: number | null; error: string | null }): Promise<'delivered' | 'pending' | 'dead'> {
    const now = Date.now();
    if (result.ok) {
      await this.knex('webhook_deliveries').where({ id: d.id }).update({
        status: 'delivered', delivered_at: new Date(now), last_status: result.status, last_error: null, locked_until: null,
      });
      return 'delivered';
    }
    const next = now + backoffMs(d.attempts, this.settings);
    const dead = next > new Date(d.give_up_at).getTime();
    await this.knex('webhook_deliveries').where({ id: d.id }).update({
      status: dead ? 'dead' : 'pending', next_attempt_at: new Date(dead ? now : next), dead_at: dead ? new Date(now) : null,
      last_status: result.status, last_error: result.error?.slice(0, 500) ?? null, locked_until: null,
    });
    return dead ? 'dead' : 'pending';
  }
}

/** One POST of a delivery; resolves with its outcome, never throws. */
export function postDelivery(
  url: string, body: string, headers: Record<string, string>, s: Pick<WebhookSettings, 'policy' | 'timeoutMs'>,
): Promise<{ ok: boolean; status: number | null; error: string | null }> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = checkWebhookUrl(url, s.policy);
    } catch (err) {
      resolve({ ok: false, status: null, error: (err as Error).message });
      return;
    }
    const lib = target.protocol === 'https:' ? https : http;
    const req = lib.request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'agentplatform-webhooks/1', ...headers },
      timeout: s.timeoutMs,
      ...(s.policy === 'public-https' ? { lookup: publicOnlyLookup as any } : {}),
    }, (res) => {
      res.resume();
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` });
      });
      res.on('error', (err) => resolve({ ok: false, status: res.statusCode ?? null, error: err.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${s.timeoutMs} ms`)));
    req.on('error', (err) => resolve({ ok: false, status: null, error: err.message }));
    req.end(body);
  });
}

/** Fans out and delivers every `intervalMs`; safe to run on every node (rows are claimed). */
export class WebhookWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(private readonly store: WebhookStore, private readonly settings: WebhookSettings, private readonly log: Logger, private readonly intervalMs = 500) {}

  start(): void {
    this.timer = setInterval(() => this.nudge(), this.intervalMs);
    this.timer.unref();
  }

  nudge(): void {
    if (this.stopped || this.running) return;
    this.running = this.pass().catch((err) => this.log.warn({ event: 'webhooks.pass_failed', err: String(err) })).finally(() => (this.running = undefined));
  }

  async pass(): Promise<void> {
    while (!this.stopped && (await this.store.fanOut()) > 0) { /* more pending */ }
    for (;;) {
      if (this.stopped) return;
      const due = await this.store.claim();
      if (due.length === 0) return;
      await Promise.all(due.map((d) => this.deliver(d)));
    }
  }

  private async deliver(d: any): Promise<void> {
    let result: { ok: boolean; status: number | null; error: string | null };
    if (!d.active) {
      result = { ok: false, status: null, error: 'webhook is disabled' };
    } else {
      const body = deliveryBody(d, d.payload?.createdAt ?? new Date(d.created_at).toISOString());
      const timestamp = Math.floor(Date.now() / 1000);
      let secret: string;
      try {
        secret = openSecret(d.secret_enc, this.settings.encryptionKey);
      } catch {
        result = { ok: false, status: null, error: 'webhook secret cannot be opened with WEBHOOK_ENCRYPTION_KEY' };
        await this.store.settle(d, result);
        return;
      }
      result = await postDelivery(d.url, body, {
        [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, body), [TIMESTAMP_HEADER]: String(timestamp),
        [EVENT_HEADER]: d.event_type, [DELIVERY_HEADER]: d.id,
      }, this.settings);
    }
    const state = await this.store.settle(d, result);
    this.log.debug({ event: 'webhooks.attempt', delivery: d.id, attempt: d.attempts, ok: result.ok, status: result.status, state });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}

/** The webhook settings of the platform's configuration: public https only in production. */
export function webhookSettingsOf(c: {
  NODE_ENV: string; WEBHOOK_ENCRYPTION_KEY: string; WEBHOOK_RETRY_BASE_MS: number; WEBHOOK_RETRY_MAX_MS: number;
  WEBHOOK_RETRY_WINDOW_MS: number; WEBHOOK_TIMEOUT_MS: number;
}): WebhookSettings {
  return {
    encryptionKey: c.WEBHOOK_ENCRYPTION_KEY, policy: c.NODE_ENV === 'production' ? 'public-https' : 'any',
    retryBaseMs: c.WEBHOOK_RETRY_BASE_MS, retryMaxMs: c.WEBHOOK_RETRY_MAX_MS, retryWindowMs: c.WEBHOOK_RETRY_WINDOW_MS, timeoutMs: c.WEBHOOK_TIMEOUT_MS,
  };
}
