/**
 * The outbox relay: publishes committed events of the owned partitions to `evt.<kind>.<id>` in seq
 * order (commit order per actor), then marks them published. At least once: a crash between
 * publish and mark, or two owners during a hand-off, can publish an event twice, always with the
 * same `id`, which subscribers use to drop duplicates.
 */
import type { Logger } from 'pino';
import type { RuntimeMetrics } from './metrics.js';
import { eventSubject } from './partitioner.js';
import type { RuntimeStore } from './store.js';
import type { PublishedEvent, Transport } from './types.js';

export class OutboxRelay {
  private running?: Promise<void>;
  private again = false;
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly opts: {
      cluster: string;
      store: RuntimeStore;
      transport: Transport;
      partitions: () => number[];
      metrics: RuntimeMetrics;
      log: Logger;
      intervalMs?: number;
    },
  ) {}

  start(): void {
    this.timer = setInterval(() => this.nudge(), this.opts.intervalMs ?? 1000);
    this.timer.unref();
  }

  /** Asks for a pass soon (after a commit with events); passes never overlap. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
  }

  private async loop(): Promise<void> {
    // Seqs published but not yet marked: the next pass marks them in the statement that reads on.
    let published: number[] = [];
    try {
      do {
        this.again = false;
        do published = await this.pass(published); while (published.length > 0);
      } while (this.again && !this.stopped);
    } catch (err) {
      this.opts.log.warn({ event: 'outbox.relay_failed', err: String(err) });
    }
  }

  /**
   * Marks the events of the pass before, then publishes the next batch and waits until the transport
   * has them; returns their seqs (empty when there was nothing left).
   */
  async pass(published: number[] = []): Promise<number[]> {
    const { store, transport, cluster, metrics } = this.opts;
    const rows = await store.nextUnpublished(this.opts.partitions(), published, 500);
    metrics.outboxLagSeconds.set(rows.length ? Math.max(0, (Date.now() - rows[0]!.createdAt.getTime()) / 1000) : 0);
    if (rows.length === 0) return [];
    for (const r of rows) {
      const event: PublishedEvent = {
        id: r.eventId, seq: r.seq, kind: r.kind, actorId: r.actorId, type: r.type, payload: r.payload,
        at: r.createdAt.toISOString(),
      };
      transport.publish(eventSubject(cluster, r.kind, r.actorId), Buffer.from(JSON.stringify(event)));
    }
    await transport.flush();
    metrics.eventsPublished.inc(rows.length);
    return rows.map((r) => r.seq);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
