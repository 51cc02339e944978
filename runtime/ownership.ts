/**
 * Which partitions this node serves, on NATS: every tick (TTL/3) the node heartbeats, renews the
 * leases it holds (a refused renew means stop serving at once), reads the live members, computes
 * the rendezvous assignment, hands off partitions that now belong to someone else (stop taking
 * messages, drain, delete the lease) and claims the ones assigned to it that are free.
 *
 * Leases are per partition and shared by every actor kind: one lease covers `*.<p>.*`.
 */
import type { Logger } from 'pino';
import type { Leases } from './leases.js';
import type { Membership } from './membership.js';
import type { RuntimeMetrics } from './metrics.js';
import { assignedTo } from './rendezvous.js';
import type { RuntimeStore } from './store.js';
import type { Ownership, OwnershipListener } from './types.js';

interface Held {
  epoch: number;
  revision: number;
  /** Local-clock end of validity: when the last successful renew was sent, plus the TTL. */
  validUntil: number;
  handingOff: boolean;
}

/** How much of the TTL the local clock keeps back before it stops trusting a lease. */
const SAFETY = 0.8;

export class LeaseOwnership implements Ownership {
  private readonly held = new Map<number, Held>();
  private listener?: OwnershipListener;
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly opts: {
      nodeId: string;
      scope: string;
      partitions: number;
      leases: Leases;
      membership: Membership;
      store: RuntimeStore;
      metrics: RuntimeMetrics;
      log: Logger;
    },
  ) {}

  get tickMs(): number {
    return Math.max(100, Math.floor(this.opts.leases.ttlMs / 3));
  }

  async start(listener: OwnershipListener): Promise<void> {
    this.listener = listener;
    await this.tick();
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.ticking = this.tick().finally(() => this.schedule());
    }, this.tickMs);
  }

  owned(): ReadonlyMap<number, number> {
    const out = new Map<number, number>();
    for (const [p, h] of this.held) if (!h.handingOff) out.set(p, h.epoch);
    return out;
  }

  valid(partition: number, epoch: number): boolean {
    const h = this.held.get(partition);
    return !!h && h.epoch === epoch && Date.now() < h.validUntil;
  }

  /** The node found itself fenced on `partition`: forget the lease without touching it. */
  forfeit(partition: number): void {
    this.held.delete(partition);
    this.opts.metrics.partitionsOwned.set(this.held.size);
  }

  private async lose(partition: number, why: string, err?: unknown): Promise<void> {
    if (!this.held.delete(partition)) return;
    this.opts.metrics.partitionsOwned.set(this.held.size);
    this.opts.log.warn({ event: 'lease.lost', partition, why, err: err ? String(err) : undefined });
    await this.listener!.released(partition, true);
  }

  private async tick(): Promise<void> {
    const { leases, membership, nodeId, log, metrics } = this.opts;
    if (this.stopped) return;
    const started = Date.now();

    // 1. renew what we hold; a refused renew means stop serving now
    await Promise.all([...this.held].map(async ([p, h]) => {
      if (Date.now() >= h.validUntil) return this.lose(p, 'expired before renew');
      const sentAt = Date.now();
      try {
        h.revision = await leases.renew(p, nodeId, h.revision);
        h.validUntil = sentAt + leases.ttlMs * SAFETY;
      } catch (err) {
        metrics.leaseRenewFailures.inc();
        await this.lose(p, 'renew refused', err);
      }
    }));

    // 2. membership and the assignment every node computes alike
    let members: string[];
    try {
      await membership.heartbeat();
      members = await membership.live();
    } catch (err) {
      log.warn({ event: 'membership.unavailable', err: String(err) });
      return;
    }
    if (!members.includes(nodeId)) members.push(nodeId);
    const mine = new Set(assignedTo(nodeId, members, this.opts.partitions));

    // 3. hand off what is no longer ours (in the background: renewals go on meanwhile)
    for (const [p, h] of this.held) {
      if (!mine.has(p) && !h.handingOff) void this.handOff(p, h);
    }

    // 4. claim what is ours and free
    const wanted = [...mine].filter((p) => !this.held.has(p));
    await Promise.all(wanted.map((p) => this.claim(p)));
    metrics.partitionsOwned.set(this.owned().size);
    if (Date.now() - started > this.tickMs) log.debug({ event: 'lease.tick_slow', ms: Date.now() - started });
  }

  private async claim(p: number): Promise<void> {
    const { leases, store, nodeId, scope, log } = this.opts;
    const sentAt = Date.now();
    let revision: number | null;
    try {
      revision = await leases.claim(p, nodeId);
    } catch (err) {
      log.warn({ event: 'lease.claim_failed', partition: p, err: String(err) });
      return;
    }
    if (revision === null || this.stopped) {
      if (revision !== null) await leases.release(p, revision);
      return;
    }
    try {
      if (!(await store.claimEpoch(scope, p, nodeId, revision))) {
        log.error({ event: 'lease.epoch_behind_database', partition: p, epoch: revision },
          'the database records a higher epoch than this lease: was the lease bucket recreated?');
        await leases.release(p, revision);
        return;
      }
    } catch (err) {
      log.warn({ event: 'lease.record_failed', partition: p, err: String(err) });
      await leases.release(p, revision);
      return;
    }
    this.held.set(p, { epoch: revision, revision, validUntil: sentAt + leases.ttlMs * SAFETY, handingOff: false });
    log.debug({ event: 'lease.acquired', partition: p, epoch: revision });
    await this.listener!.acquired(p, revision);
  }

  private async handOff(p: number, h: Held): Promise<void> {
    h.handingOff = true;
    await this.listener!.released(p, false);
    if (this.held.get(p) !== h) return; // lost meanwhile
    this.held.delete(p);
    await this.opts.leases.release(p, h.revision);
    this.opts.metrics.partitionsOwned.set(this.owned().size);
    this.opts.log.debug({ event: 'lease.handed_off', partition: p });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking?.catch(() => {});
    // leave first, so the others stop assigning partitions to us, then hand everything off
    await this.opts.membership.leave();
    await Promise.all([...this.held].filter(([, h]) => !h.handingOff).map(([p, h]) => this.handOff(p, h)));
    for (;;) {
      if (this.held.size === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
