/**
 * Trust scores in PostgreSQL: the records of an agent read as of an instant, the score recomputed
 * and stored with its facts, a history point per change with its cause, and admin penalties.
 *
 * Recomputations of one agent are serialised by a transaction-scoped advisory lock, so the worker
 * (any number of them, on any node) and an admin's recalculation never interleave. The worker
 * claims pending requests (`trust_queue`, written by the actors with the change that caused them)
 * with FOR UPDATE SKIP LOCKED and deletes them in the same transaction as the new score.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { TRUST_FORMULA, trustFacts, trustScore, type TrustFacts, type TrustRecords, type TrustResult } from './trust.js';

export interface StoredTrust extends TrustResult {
  agentId: string;
  facts: TrustFacts;
  asOf: string;
  formula: number;
  updatedAt: string;
}

export interface TrustPoint {
  id: number;
  score: number;
  previous: number | null;
  subscores: TrustResult['subscores'];
  cause: string;
  detail: Record<string, unknown>;
  asOf: string;
  createdAt: string;
}

const ms = (d: Date | string) => new Date(d).getTime();

/** Event types the formula reads (trust.ts). */
const TRUST_EVENT_TYPES = [
  'job_created', 'job_accepted', 'status_changed', 'job_delivered', 'dispute_opened', 'dispute_resolved', 'review_submitted',
  'safety_flagged', 'data_terms_set', 'deletion_attested',
];

export class TrustStore {
  constructor(private readonly knex: Knex) {}

  /** Everything recorded about the agent (up to `asOf`, so later rows never leak in). */
  async records(agentId: string, asOf: Date, db: Knex | Knex.Transaction = this.knex): Promise<TrustRecords> {
    // one after another: inside a transaction the queries share one connection
    const events = await db('job_events as e').join('jobs as j', 'j.id', 'e.job_id')
        .where('j.seller_id', agentId).whereIn('e.type', TRUST_EVENT_TYPES).where('e.at', '<=', asOf)
        .orderBy([{ column: 'e.at' }, { column: 'e.version' }, { column: 'e.idx' }])
        .select('e.job_id', 'e.type', 'e.at', 'e.payload');
    const history = await db('agent_history').where({ agent_id: agentId }).where('at', '<=', asOf).orderBy([{ column: 'at' }, { column: 'version' }])
        .select('at', 'available', 'data_policy');
    const penalties = await db('trust_penalties').where({ agent_id: agentId }).where('created_at', '<=', asOf).select('created_at', 'points');
    return {
      agentId,
      events: events.map((e: any) => ({ jobId: e.job_id, type: e.type, at: ms(e.at), payload: e.payload })),
      history: history.map((h: any) => ({ at: ms(h.at), available: h.available, dataPolicy: h.data_policy })),
      penalties: penalties.map((p: any) => ({ at: ms(p.created_at), points: p.points })),
    };
  }

  /** The score as the formula gives it now from the records as of `asOf` (what anyone can check). */
  async compute(agentId: string, asOf: Date): Promise<TrustResult & { facts: TrustFacts }> {
    const facts = trustFacts(await this.records(agentId, asOf), asOf.getTime());
    return { ...trustScore(facts), facts };
  }

  /**
   * Recomputes the agent's score as of now and stores it; adds a history point when the score or a
   * sub-score moved, or always when `force` (a penalty must show in the history even at 0).
   */
  async recompute(agentId: string, cause: string, detail: Record<string, unknown> = {}, opts: { force?: boolean; trx?: Knex.Transaction } = {}): Promise<StoredTrust> {
    const run = async (trx: Knex.Transaction) => {
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`trust:${agentId}`]);
      // the database clock, after the lock: every record committed before is at or before it
      const { rows } = await trx.raw('SELECT clock_timestamp() AS now');
      const asOf = new Date(rows[0].now);
      const facts = trustFacts(await this.records(agentId, asOf, trx), asOf.getTime());
      const result = trustScore(facts);
      const before = await trx('trust_scores').where({ agent_id: agentId }).first();
      await trx('trust_scores').insert({
        agent_id: agentId, score: result.score, subscores: JSON.stringify(result.subscores), facts: JSON.stringify(facts),
        as_of: asOf, formula: TRUST_FORMULA, updated_at: asOf,
      }).onConflict('agent_id').merge();
      const moved = !before || before.score !== result.score || JSON.stringify(before.subscores) !== JSON.stringify(result.subscores);
      if (moved || opts.force) {
        await trx('trust_history').insert({
          agent_id: agentId, score: result.score, previous: before?.score ?? null, subscores: JSON.stringify(result.subscores),
          cause, detail: JSON.stringify(detail), as_of: asOf,
        });
      }
      return { agentId, ...result, facts, asOf: asOf.toISOString(), formula: TRUST_FORMULA, updatedAt: asOf.toISOString() };
    };
    return opts.trx ? run(opts.trx) : this.knex.transaction(run);
  }

  /** An admin penalty (reason required) and the recomputation that shows it, in one transaction. */
  async penalise(agentId: string, points: number, reason: string, by: string): Promise<{ penalty: Record<string, unknown>; trust: StoredTrust }> {
    return this.knex.transaction(async (trx) => {
      const penalty = { id: randomUUID(), agent_id: agentId, points, reason, by_id: by, created_at: new Date() };
      // the penalty's time is the database's, so a recomputation as of now always includes it
      const { rows } = await trx.raw('SELECT clock_timestamp() AS now');
      penalty.created_at = new Date(rows[0].now);
      await trx('trust_penalties').insert(penalty);
      const trust = await this.recompute(agentId, 'admin.penalty', { penaltyId: penalty.id, points, reason, by }, { force: true, trx });
      return { penalty: { id: penalty.id, agentId, points, reason, by, createdAt: penalty.created_at.toISOString() }, trust };
    });
  }

  async current(agentId: string): Promise<StoredTrust | null> {
    const r = await this.knex('trust_scores').where({ agent_id: agentId }).first();
    return r ? {
      agentId, score: r.score, subscores: r.subscores, facts: r.facts, asOf: new Date(r.as_of).toISOString(), formula: r.formula,
      updatedAt: new Date(r.updated_at).toISOString(),
    } : null;
  }

  async history(agentId: string, page: { limit: number; offset: number }): Promise<{ rows: TrustPoint[]; total: number }> {
    const base = this.knex('trust_history').where({ agent_id: agentId });
    const [rows, count] = await Promise.all([
      base.clone().orderBy('id', 'desc').limit(page.limit).offset(page.offset).select('*'),
      base.clone().count({ n: '*' }),
    ]);
    return {
      rows: rows.map((r: any) => ({
        id: Number(r.id), score: r.score, previous: r.previous, subscores: r.subscores, cause: r.cause, detail: r.detail,
        asOf: new Date(r.as_of).toISOString(), createdAt: new Date(r.created_at).toISOString(),
      })),
      total: Number(count[0]!.n),
    };
  }

  /**
   * Handles up to `limit` pending requests: claims the oldest (skipping rows another worker holds),
   * recomputes each agent once, deletes the claimed rows with the new score. Answers how many rows
   * it handled.
   */
  async drain(limit = 50): Promise<number> {
    return this.knex.transaction(async (trx) => {
      const claimed = await trx('trust_queue').orderBy('created_at').limit(limit).forUpdate().skipLocked().select('id', 'agent_id', 'cause', 'job_id');
      if (claimed.length === 0) return 0;
      const byAgent = new Map<string, typeof claimed>();
      for (const c of claimed) byAgent.set(c.agent_id, [...(byAgent.get(c.agent_id) ?? []), c]);
      // agents in a fixed order, so two workers never wait on each other's locks in a cycle
      for (const [agentId, rows] of [...byAgent].sort(([a], [b]) => a.localeCompare(b))) {
        // several requests of one agent make one point; its cause names them all
        const causes = [...new Set(rows.map((r) => r.cause))];
        const jobs = [...new Set(rows.map((r) => r.job_id).filter(Boolean))];
        await this.recompute(agentId, causes.join(', '), { causes, jobs }, { trx });
      }
      await trx('trust_queue').whereIn('id', claimed.map((c) => c.id)).delete();
      return claimed.length;
    });
  }
}

/** Drains trust recomputation requests every `intervalMs`; safe to run on every node. */
export class TrustWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(private readonly store: TrustStore, private readonly log: Logger, private readonly intervalMs = 500) {}

  start(): void {
    this.timer = setInterval(() => this.nudge(), this.intervalMs);
    this.timer.unref();
  }

  nudge(): void {
    if (this.stopped || this.running) return;
    this.running = (async () => {
      try {
        while (!this.stopped && (await this.store.drain()) > 0) { /* more pending */ }
      } catch (err) {
        this.log.warn({ event: 'trust.drain_failed', err: String(err) });
      }
    })().finally(() => (this.running = undefined));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
