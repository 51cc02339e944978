/**
 * The actor runtime's interfaces. An actor kind is a zod message schema plus a handler
 * `(state, message) -> {state, events, reply, reminders}`; the runtime supplies addressing, one live
 * owner per partition, fenced exactly-once transactions, the outbox relay and durable reminders.
 */
import type { z } from 'zod';

/** An event the handler wants published after commit, on `evt.<kind>.<id>`. */
export interface EventDraft {
  type: string;
  payload?: unknown;
}

/** A durable timer of one actor, named; setting a name again replaces it. */
export interface ReminderDraft {
  name: string;
  /** When it fires: an absolute time, or milliseconds from now. */
  at?: Date;
  delayMs?: number;
  payload?: unknown;
}

/**
 * A row of a read model (a table other parts query: catalogs, job lists, inboxes), written in the
 * same transaction as the actor's state, so a reply always means the read model shows the change.
 * `upsert` inserts or replaces the row with `key`; `insert` adds it unless the key exists (append-only
 * logs); `delete` removes the rows matching `key`. Objects and arrays are stored as JSON (jsonb columns).
 */
export type ReadModelWrite =
  | { op: 'upsert' | 'insert'; table: string; key: Record<string, unknown>; row: Record<string, unknown> }
  | { op: 'delete'; table: string; key: Record<string, unknown> };

/** What a handler returns. Omitted `state` keeps the current state. */
export interface Outcome<S, R = unknown> {
  state?: S;
  events?: EventDraft[];
  reply?: R;
  reminders?: { set?: ReminderDraft[]; cancel?: string[] };
  /** Read-model rows committed with the state (never on a rejection). */
  writes?: ReadModelWrite[];
}

export interface ActorContext {
  kind: string;
  id: string;
  /** The caller's command id (a reminder's id is derived from actor, name and due time). */
  commandId: string;
  /** The actor's version before this message (0 for a fresh actor). */
  version: number;
  now: Date;
}

/** A reminder as delivered to its actor. */
export interface FiredReminder {
  name: string;
  dueAt: Date;
  payload: unknown;
}

/**
 * One kind of actor. `handle` must be deterministic in its inputs and free of side effects: the
 * runtime may run it again on a fresh state when it finds its cache stale, and only its returned
 * outcome is committed. Throw `CommandRejected` for a business refusal (recorded, replayed on retry);
 * anything else thrown is INTERNAL_ERROR and leaves the state untouched.
 */
export interface ActorKind<S = any, M = any> {
  kind: string;
  messages: z.ZodType<M>;
  initial(id: string): S;
  handle(state: S, message: M, ctx: ActorContext): Outcome<S> | Promise<Outcome<S>>;
  remind?(state: S, reminder: FiredReminder, ctx: ActorContext): Outcome<S> | Promise<Outcome<S>>;
}

/** A message as a transport delivers it. */
export interface TransportMessage {
  subject: string;
  data: Uint8Array;
  /** Answers a request; false when the message was not a request. */
  respond(data: Uint8Array): boolean;
}

export interface TransportSubscription {
  unsubscribe(): void;
  /**
   * Stops the subscription after delivering every message sent to it before the stop, so nothing
   * already on its way is dropped unanswered (a hand-off uses it).
   */
  drain(): Promise<void>;
}

/**
 * How commands and events travel. Both implementations follow NATS semantics: `*` and `>`
 * wildcards, every matching subscription gets a copy, a request with no subscriber fails at once
 * with NoResponders, the first reply wins.
 */
export interface Transport {
  readonly name: 'nats' | 'inprocess';
  request(subject: string, data: Uint8Array, timeoutMs: number): Promise<Uint8Array>;
  subscribe(subject: string, onMessage: (m: TransportMessage) => void): TransportSubscription;
  publish(subject: string, data: Uint8Array): void;
  /** Resolves once everything published so far has reached the server (no-op in process). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** The wire form of a command request. */
export interface CommandEnvelope {
  commandId: string;
  message: unknown;
}

export interface ErrorBody {
  code: string;
  message: string;
  details?: unknown[];
}

/** The wire form of a reply. */
export type ReplyEnvelope = { ok: true; reply: unknown } | { ok: false; error: ErrorBody };

/** An event as published by the outbox relay; `id` is stable across re-deliveries. */
export interface PublishedEvent {
  id: string;
  seq: number;
  kind: string;
  actorId: string;
  type: string;
  payload: unknown;
  at: string;
}

/** Which partitions this node may serve, and under which epoch. */
export interface OwnershipListener {
  /** The node now owns `partition` under `epoch` (already recorded in partition_owners). */
  acquired(partition: number, epoch: number): Promise<void>;
  /** Stop serving `partition`; resolve when in-flight work is drained. `lost` means no drain. */
  released(partition: number, lost: boolean): Promise<void>;
}

export interface Ownership {
  start(listener: OwnershipListener): Promise<void>;
  /** Hands every partition off (drain, then release) and leaves the cluster. */
  stop(): Promise<void>;
  /** Partition -> epoch, for the partitions held now. */
  owned(): ReadonlyMap<number, number>;
  /** True while the lease for `partition` under `epoch` is believed valid by the local clock. */
  valid(partition: number, epoch: number): boolean;
  /** The node found itself fenced on `partition`: forget it without touching the lease. */
  forfeit(partition: number): void;
}

export interface RuntimeSettings {
  /** Prefix of every subject and bucket, so clusters (and test runs) sharing a NATS server never meet. */
  cluster: string;
  partitions: number;
  leaseTtlMs: number;
  nodeId: string;
}
