/**
 * Retention: the owner of each partition forgets its old `inbox` rows (the de-duplication window:
 * a command retried after this long would apply again, so it is far longer than any client's retry
 * deadline) and its old published `outbox` rows. It runs on a timer with jitter, so nodes started
 * together do not purge together, and deletes in small batches with a pause between them, so a
 * backlog never holds long locks or starves the commits.
 */
import type { Logger } from 'pino';
import type { RuntimeStore } from './store.js';

export interface RetentionSettings {
  /** Inbox rows older than this are deleted (default 7 days). */
  inboxRetentionMs: number;
  /** Published outbox rows older than this are deleted (default 1 day). */
  outboxRetentionMs: number;
  /** Mean time between passes (default 5 minutes); each wait is drawn from 75%-125% of it. */
  intervalMs: number;
  /** Rows per DELETE statement (default 500). */
  batch: number;
}

export const DEFAULT_RETENTION: RetentionSettings = {
  inboxRetentionMs: 7 * 86_400_000,
  outboxRetentionMs: 86_400_000,
  intervalMs: 300_000,
  batch: 500,
};

/** Pause between two batches of one pass. */
const BATCH_PAUSE_MS = 20;

export class RetentionPurger {
  private timer?: NodeJS.Timeout;
  private running?: Promise<{ inbox: number; outbox: number }>;
  private stopped = false;

  constructor(
    private readonly opts: {
      store: RuntimeStore;
      partitions: () => number[];
      settings: RetentionSettings;
      log: Logger;
    },
  ) {}

  start(): void {
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    const wait = this.opts.settings.intervalMs * (0.75 + Math.random() * 0.5);
    this.timer = setTimeout(() => void this.run().finally(() => this.schedule()), wait);
    this.timer.unref();
  }

  /** One pass over the partitions owned now: batches until both tables have nothing old left. */
  run(): Promise<{ inbox: number; outbox: number }> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<{ inbox: number; outbox: number }> {
    const { store, settings, log } = this.opts;
    const total = { inbox: 0, outbox: 0 };
    try {
      while (!this.stopped) {
        const partitions = this.opts.partitions();
        const n = await store.purge(partitions, settings);
        total.inbox += n.inbox;
        total.outbox += n.outbox;
        if (n.inbox < settings.batch && n.outbox < settings.batch) break;
        await new Promise((r) => setTimeout(r, BATCH_PAUSE_MS));
      }
    } catch (err) {
      log.warn({ event: 'retention.purge_failed', err: String(err) });
    }
    if (total.inbox + total.outbox > 0) log.info({ event: 'retention.purged', ...total });
    return total;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
