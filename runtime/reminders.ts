/**
 * Reminders: durable timers in the `reminders` table, set and cancelled by a handler's outcome in
 * the same transaction as its state. The partition's owner polls for due rows and delivers each to
 * its actor's mailbox under a command id derived from (kind, actor, name, due time); the commit that
 * handles it deletes the row, and the inbox makes a second delivery (an old owner, a restart between
 * commit and reply) a no-op. So a reminder fires once, across restarts and hand-offs.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { DueReminder, RuntimeStore } from './store.js';

/** The command id a reminder is delivered under: the same on every node, for every attempt. */
export function reminderCommandId(kind: string, actorId: string, name: string, dueAt: Date): string {
  const h = createHash('sha256').update(`${kind}\u0000${actorId}\u0000${name}\u0000${dueAt.getTime()}`).digest('hex');
  return `reminder:${h.slice(0, 48)}`;
}

/**
 * What became of one delivery: `done` (committed, or already handled), `retry` (nothing was decided:
 * the store failed, the partition moved, the node is stopping; try again on a later poll) or `failed`
 * (the handler threw: counts towards giving up on a poison reminder).
 */
export type Delivery = 'done' | 'retry' | 'failed';

/** After this many handler failures of one due reminder, this node stops trying (a poison reminder). */
const MAX_ATTEMPTS = 5;

export class ReminderPoller {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private readonly inFlight = new Set<string>();
  private readonly failures = new Map<string, number>();
  /** Reminders given up on, left out of the poll so they never crowd out the others. */
  private readonly poisoned = new Map<string, DueReminder>();

  constructor(
    private readonly opts: {
      store: RuntimeStore;
      partitions: () => number[];
      /** Delivers to the mailbox and tells what became of it. */
      deliver: (r: DueReminder, commandId: string) => Promise<Delivery>;
      log: Logger;
      intervalMs?: number;
    },
  ) {}

  start(): void {
    this.timer = setInterval(() => this.nudge(), this.opts.intervalMs ?? 500);
    this.timer.unref();
  }

  nudge(): void {
    if (!this.running) this.running = this.poll().finally(() => (this.running = undefined));
  }

  private async poll(): Promise<void> {
    let due: DueReminder[];
    try {
      due = await this.opts.store.dueReminders(this.opts.partitions(), [...this.poisoned.values()]);
    } catch (err) {
      this.opts.log.warn({ event: 'reminders.poll_failed', err: String(err) });
      return;
    }
    for (const r of due) {
      const id = reminderCommandId(r.kind, r.actorId, r.name, r.dueAt);
      if (this.inFlight.has(id) || this.poisoned.has(id)) continue;
      this.inFlight.add(id);
      void this.opts.deliver(r, id).then((result) => {
        this.inFlight.delete(id);
        if (result === 'done') this.failures.delete(id);
        if (result !== 'failed') return;
        // only the handler's own failures count: a store outage or a moving partition is retried
        // on the next poll, however long it lasts, so no reminder is given up on for it
        const n = (this.failures.get(id) ?? 0) + 1;
        this.failures.set(id, n);
        if (n >= MAX_ATTEMPTS) {
          this.failures.delete(id);
          this.poisoned.set(id, r);
          this.opts.log.error({ event: 'reminder.poisoned', kind: r.kind, actorId: r.actorId, name: r.name });
        }
      });
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
