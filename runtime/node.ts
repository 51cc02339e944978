/**
 * An actor node: serves the partitions its Ownership grants. For each owned partition it
 * subscribes to `<cluster>.*.<p>.*`; a command is validated at once (a bad one gets
 * VALIDATION_ERROR, never a retry), then queued in its actor's mailbox; the mailbox runs the
 * handler on the cached state and commits the outcome through the fenced statement of store.ts;
 * only after the commit does the caller get its reply. Actors stay cached while active and are
 * passivated when idle.
 */
import type { Logger } from 'pino';
import { CommandRejected } from './errors.js';
import { Mailboxes } from './mailbox.js';
import type { RuntimeMetrics } from './metrics.js';
import { ID_PATTERN, parseCommandSubject, partitionOf, partitionSubjects } from './partitioner.js';
import { OutboxRelay } from './outbox-relay.js';
import { ReminderPoller, type Delivery } from './reminders.js';
import { DEFAULT_RETENTION, RetentionPurger, type RetentionSettings } from './retention.js';
import type { DueReminder, RuntimeStore } from './store.js';
import type {
  ActorContext, ActorKind, ErrorBody, Outcome, Ownership, OwnershipListener, ReplyEnvelope, RuntimeSettings,
  Transport, TransportMessage, TransportSubscription,
} from './types.js';
import { commandEnvelope, decode, encode, errorReply, MOVED, okReply } from './wire.js';

interface Cached {
  json: string;
  version: number;
  partition: number;
  lastUsed: number;
}

interface Served {
  epoch: number;
  sub: TransportSubscription;
}

export interface ActorNodeOptions {
  settings: RuntimeSettings;
  store: RuntimeStore;
  transport: Transport;
  ownership: Ownership;
  kinds: ActorKind[];
  metrics: RuntimeMetrics;
  log: Logger;
  /** An actor idle this long leaves the cache (default 60 s). */
  passivateAfterMs?: number;
  reminderIntervalMs?: number;
  outboxIntervalMs?: number;
  /** Retention of inbox and published outbox rows (defaults: DEFAULT_RETENTION). */
  retention?: Partial<RetentionSettings>;
}

const moved = (): ReplyEnvelope => errorReply({ code: MOVED, message: 'partition is not served here now; retry' });

/** Why a message got no committed outcome: the caller is told MOVED, or nothing for reminders. */
type Result = { reply: ReplyEnvelope; outcome: string; events: boolean };

export class ActorNode implements OwnershipListener {
  readonly kinds = new Map<string, ActorKind>();
  readonly mailboxes: Mailboxes;
  private readonly served = new Map<number, Served>();
  private readonly cache = new Map<string, Cached>();
  /** Commands queued or running, by actor and command id: who waits for their reply. */
  private readonly pending = new Map<string, ((r: ReplyEnvelope) => void)[]>();
  private readonly relay: OutboxRelay;
  private readonly reminders: ReminderPoller;
  /** Purges the owned partitions' old inbox and published outbox rows on a timer. */
  readonly retention: RetentionPurger;
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly opts: ActorNodeOptions) {
    for (const k of opts.kinds) this.register(k);
    this.mailboxes = new Mailboxes((depth) => opts.metrics.mailboxDepth.set(depth));
    const partitions = () => [...opts.ownership.owned().keys()];
    this.relay = new OutboxRelay({
      cluster: opts.settings.cluster, store: opts.store, transport: opts.transport, partitions,
      metrics: opts.metrics, log: opts.log, intervalMs: opts.outboxIntervalMs,
    });
    this.reminders = new ReminderPoller({
      store: opts.store, partitions, log: opts.log, intervalMs: opts.reminderIntervalMs,
      deliver: (r, id) => this.deliverReminder(r, id),
    });
    this.retention = new RetentionPurger({
      store: opts.store, partitions, log: opts.log, settings: { ...DEFAULT_RETENTION, ...opts.retention },
    });
  }

  get nodeId(): string {
    return this.opts.settings.nodeId;
  }

  /** Adds an actor kind (before or after start). */
  register(kind: ActorKind): void {
    if (this.kinds.has(kind.kind)) throw new Error(`actor kind ${kind.kind} registered twice`);
    this.kinds.set(kind.kind, kind);
  }

  /** Partitions served now. */
  partitions(): number[] {
    return [...this.served.keys()].sort((a, b) => a - b);
  }

  async start(): Promise<void> {
    await this.opts.ownership.start(this);
    this.relay.start();
    this.reminders.start();
    this.retention.start();
    const idle = this.opts.passivateAfterMs ?? 60_000;
    this.sweeper = setInterval(() => this.passivate(idle), Math.max(50, idle / 2));
    this.sweeper.unref();
    this.opts.log.info({ event: 'actor_node.started', partitions: this.served.size, kinds: [...this.kinds.keys()] });
  }

  /** Hands every partition off (drain first), then stops the relay and the reminders. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.opts.ownership.stop();
    await this.relay.stop();
    await this.reminders.stop();
    await this.retention.stop();
    this.opts.log.info({ event: 'actor_node.stopped' });
  }

  async acquired(partition: number, epoch: number): Promise<void> {
    this.evict(partition);
    const sub = this.opts.transport.subscribe(partitionSubjects(this.opts.settings.cluster, partition),
      (m) => this.onMessage(m));
    this.served.set(partition, { epoch, sub });
    this.relay.nudge();
    this.reminders.nudge();
  }

  async released(partition: number, lost: boolean): Promise<void> {
    const s = this.served.get(partition);
    if (!s) return;
    if (lost) {
      // The lease is gone: nothing of this partition can commit here any more.
      s.sub.unsubscribe();
      this.mailboxes.dropGroup(partition);
    } else {
      // A hand-off: commands already on their way are still delivered and handled (the lease is
      // still ours until released); unsubscribing outright would drop them unanswered and leave
      // their callers waiting out a whole attempt timeout.
      await s.sub.drain().catch(() => s.sub.unsubscribe());
      await this.mailboxes.drain(partition);
    }
    if (this.served.get(partition) === s) this.served.delete(partition);
    this.evict(partition);
  }

  private evict(partition: number): void {
    for (const [key, c] of this.cache) if (c.partition === partition && !this.mailboxes.busy(key)) this.cache.delete(key);
  }

  private passivate(idleMs: number): void {
    const cutoff = Date.now() - idleMs;
    for (const [key, c] of this.cache) if (c.lastUsed < cutoff && !this.mailboxes.busy(key)) this.cache.delete(key);
  }

  private onMessage(m: TransportMessage): void {
    const reply = (r: ReplyEnvelope) => void m.respond(encode(r));
    const invalid = (message: string, details: unknown[] = []) => {
      this.opts.metrics.commands.inc({ kind: addr?.kind ?? 'unknown', outcome: 'invalid' });
      reply(errorReply({ code: 'VALIDATION_ERROR', message, details }));
    };
    const addr = parseCommandSubject(m.subject);
    if (!addr) return invalid('not a command subject');
    const served = this.served.get(addr.partition);
    if (!served) return reply(moved());
    const def = this.kinds.get(addr.kind);
    if (!def) return invalid(`unknown actor kind: ${addr.kind}`);
    if (!ID_PATTERN.test(addr.id) || partitionOf(addr.id, this.opts.settings.partitions) !== addr.partition) {
      return invalid('actor id does not belong to this partition');
    }
    let raw: unknown;
    try {
      raw = decode(m.data);
    } catch {
      return invalid('command is not JSON');
    }
    const env = commandEnvelope.safeParse(raw);
    if (!env.success) return invalid('invalid command envelope', env.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
    const msg = def.messages.safeParse(env.data.message);
    if (!msg.success) {
      return invalid('invalid message', msg.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })));
    }
    const epoch = served.epoch;
    const key = `${addr.kind}/${addr.id}`;
    // a retry of a command still queued here joins it instead of queueing again (no retry storms)
    const pendingKey = `${key}/${env.data.commandId}`;
    const waiting = this.pending.get(pendingKey);
    if (waiting) {
      waiting.push(reply);
      return;
    }
    const repliers = [reply];
    this.pending.set(pendingKey, repliers);
    const answer = (r: ReplyEnvelope) => {
      this.pending.delete(pendingKey);
      for (const f of repliers) f(r);
    };
    this.mailboxes.enqueue(key, addr.partition, {
      run: async () => {
        try {
          const r = await this.process(def, addr.id, addr.partition, epoch, env.data.commandId,
            (state, ctx) => def.handle(state, msg.data, ctx));
          this.opts.metrics.commands.inc({ kind: def.kind, outcome: r.outcome });
          answer(r.reply);
        } catch {
          answer(moved());
        }
      },
      drop: () => answer(moved()),
    });
  }

  private deliverReminder(r: DueReminder, commandId: string): Promise<Delivery> {
    const def = this.kinds.get(r.kind);
    const served = this.served.get(r.partition);
    if (!served) return Promise.resolve('retry');
    if (!def?.remind) return Promise.resolve('failed');
    const remind = def.remind.bind(def);
    return new Promise((resolve) => {
      this.mailboxes.enqueue(`${r.kind}/${r.actorId}`, r.partition, {
        run: async () => {
          try {
            const res = await this.process(def, r.actorId, r.partition, served.epoch, commandId,
              (state, ctx) => remind(state, { name: r.name, dueAt: r.dueAt, payload: r.payload }, ctx),
              { name: r.name, dueAt: r.dueAt });
            if (res.outcome === 'ok' || res.outcome === 'rejected') this.opts.metrics.remindersFired.inc({ kind: r.kind });
            resolve(['ok', 'rejected', 'duplicate', 'stale_reminder'].includes(res.outcome) ? 'done'
              : res.outcome === 'error' ? 'failed' : 'retry');
          } catch {
            resolve('retry');
          }
        },
        drop: () => resolve('retry'),
      });
    });
  }

  /** Runs one message through handler and fenced commit; retries on a stale cache. */
  private async process(
    def: ActorKind, id: string, partition: number, epoch: number, commandId: string,
    invoke: (state: unknown, ctx: ActorContext) => Outcome<unknown> | Promise<Outcome<unknown>>,
    firing?: { name: string; dueAt: Date },
  ): Promise<Result> {
    const { store, metrics, log, settings, ownership } = this.opts;
    const key = `${def.kind}/${id}`;
    const timer = metrics.handleSeconds.startTimer({ kind: def.kind });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        if (this.served.get(partition)?.epoch !== epoch || !ownership.valid(partition, epoch)) {
          return { reply: moved(), outcome: 'moved', events: false };
        }
        let cached = this.cache.get(key);
        if (!cached) {
          const row = await store.load(def.kind, id);
          cached = row
            ? { json: row.json, version: row.version, partition, lastUsed: Date.now() }
            : { json: JSON.stringify(def.initial(id)) ?? 'null', version: 0, partition, lastUsed: Date.now() };
          this.cache.set(key, cached);
        }
        cached.lastUsed = Date.now();
        // a fresh copy per attempt: a handler that mutates and then throws leaves the cache intact
        const state = JSON.parse(cached.json);
        const ctx: ActorContext = { kind: def.kind, id, commandId, version: cached.version, now: new Date() };
        let outcome: Outcome<unknown> | undefined;
        let rejection: ErrorBody | undefined;
        try {
          outcome = await invoke(state, ctx);
        } catch (err) {
          if (err instanceof CommandRejected) {
            rejection = { code: err.code, message: err.message, details: err.details };
          } else {
            const stored = await store.storedReply(def.kind, commandId).catch(() => null);
            if (stored) return { reply: stored as ReplyEnvelope, outcome: 'duplicate', events: false };
            log.error({ event: 'actor.handler_failed', kind: def.kind, id, err }, 'handler threw; state untouched');
            return { reply: errorReply({ code: 'INTERNAL_ERROR', message: 'Internal server error' }), outcome: 'error', events: false };
          }
        }
        const stateJson = rejection ? cached.json : JSON.stringify(outcome?.state ?? state) ?? 'null';
        const reply = rejection ? errorReply(rejection) : okReply(outcome?.reply);
        const now = Date.now();
        const setReminders = (outcome?.reminders?.set ?? []).map((r) => ({
          name: r.name, payload: r.payload ?? {},
          dueAt: r.at ?? new Date(now + (r.delayMs ?? 0)),
        }));
        const result = await store.commit({
          scope: settings.cluster, partition, epoch, kind: def.kind, id, commandId,
          mode: rejection ? 'none' : cached.version === 0 ? 'insert' : 'update',
          expectedVersion: cached.version, stateJson, reply,
          events: outcome?.events ?? [],
          setReminders,
          cancelReminders: (outcome?.reminders?.cancel ?? []).filter((n) => !setReminders.some((s) => s.name === n)),
          firing,
          writes: rejection ? undefined : outcome?.writes,
        });
        switch (result.status) {
          case 'committed': {
            if (!rejection) this.cache.set(key, { json: stateJson, version: result.version, partition, lastUsed: Date.now() });
            const events = (outcome?.events?.length ?? 0) > 0;
            if (events) this.relay.nudge();
            if (setReminders.length > 0) this.reminders.nudge();
            return { reply, outcome: rejection ? 'rejected' : 'ok', events };
          }
          case 'duplicate':
            return { reply: result.reply as ReplyEnvelope, outcome: 'duplicate', events: false };
          case 'stale_reminder':
            return { reply: moved(), outcome: 'stale_reminder', events: false };
          case 'fenced':
            metrics.fenced.inc();
            log.warn({ event: 'actor.fenced', partition, epoch, kind: def.kind, id }, 'partition epoch moved on; stopping it here');
            ownership.forfeit(partition);
            void this.released(partition, true);
            return { reply: moved(), outcome: 'fenced', events: false };
          case 'conflict':
            this.cache.delete(key);
            continue;
        }
      }
      log.error({ event: 'actor.version_conflicts', kind: def.kind, id });
      return { reply: errorReply({ code: 'INTERNAL_ERROR', message: 'Internal server error' }), outcome: 'error', events: false };
    } catch (err) {
      // the commit may or may not have happened: forget the cache and let the caller retry the same id
      this.cache.delete(key);
      log.error({ event: 'actor.store_failed', kind: def.kind, id, err: String(err) });
      return { reply: moved(), outcome: 'store_error', events: false };
    } finally {
      timer();
      metrics.mailboxOverlaps.set(this.mailboxes.overlaps);
    }
  }
}

