/**
 * The runtime client: sends a command to an actor and waits for its reply, retrying with the same
 * command id while no owner answers (a hand-off, a node restarting) until the deadline. Because the
 * owner records every command id, a retry never applies a command twice.
 */
import { randomUUID } from 'node:crypto';
import { NoRespondersError, RequestTimeoutError, RuntimeError, UnavailableError } from './errors.js';
import { commandSubject, eventSubject, ID_PATTERN, KIND_PATTERN, noteSubject, partitionOf } from './partitioner.js';
import type { PublishedEvent, Transport, TransportSubscription } from './types.js';
import { decode, encode, MOVED, replyEnvelope } from './wire.js';

export interface SendOptions {
  /** Keep it across your own retries; defaults to a fresh UUID. */
  commandId?: string;
  /** Overall deadline, retries included. */
  timeoutMs?: number;
}

/** The shortest attempt after a timed-out one. */
const RETRY_ATTEMPT_MIN_MS = 500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class RuntimeClient {
  /** The tail of each actor's lane of in-flight sends, by subject. */
  readonly #lanes = new Map<string, Promise<void>>();

  constructor(
    readonly transport: Transport,
    readonly settings: { cluster: string; partitions: number },
    private readonly defaults: { timeoutMs?: number; attemptTimeoutMs?: number } = {},
  ) {}

  /** The subject a command for (kind, id) goes to. */
  subjectFor(kind: string, id: string): string {
    if (!KIND_PATTERN.test(kind)) throw new RuntimeError('VALIDATION_ERROR', `invalid actor kind: ${kind}`);
    if (!ID_PATTERN.test(id)) throw new RuntimeError('VALIDATION_ERROR', 'invalid actor id', [{ field: 'id', message: `must match ${ID_PATTERN}` }]);
    return commandSubject(this.settings.cluster, kind, partitionOf(id, this.settings.partitions), id);
  }

  /**
   * Sends `message` to actor (kind, id); resolves with the handler's reply, or throws RuntimeError
   * with the handler's code (CommandRejected), VALIDATION_ERROR, INTERNAL_ERROR, or UNAVAILABLE.
   */
  async send<R = unknown>(kind: string, id: string, message: unknown, opts: SendOptions = {}): Promise<R> {
    const subject = this.subjectFor(kind, id);
    const deadline = Date.now() + (opts.timeoutMs ?? this.defaults.timeoutMs ?? 15_000);
    // One lane per actor: a command leaves only after this client's previous command to the same actor
    // has settled. Pipelining would let a retried command (no owner yet, MOVED during a hand-off) be
    // overtaken by its successors; the lane keeps each client's commands to an actor in send order.
    const previous = this.#lanes.get(subject);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => { release = resolve; });
    const tail = previous ? previous.then(() => mine) : mine;
    this.#lanes.set(subject, tail);
    try {
      if (previous) await previous;
      return await this.#deliver<R>(subject, message, opts.commandId ?? randomUUID(), deadline);
    } finally {
      release();
      if (this.#lanes.get(subject) === tail) this.#lanes.delete(subject);
    }
  }

  async #deliver<R>(subject: string, message: unknown, commandId: string, deadline: number): Promise<R> {
    let attemptMs = this.defaults.attemptTimeoutMs ?? 5_000;
    const data = encode({ commandId, message });
    let backoff = 20;
    for (;;) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new UnavailableError(subject);
      let raw: Uint8Array;
      try {
        raw = await this.transport.request(subject, data, Math.min(attemptMs, remaining));
      } catch (err) {
        if (err instanceof NoRespondersError) {
          await sleep(Math.min(backoff, Math.max(0, deadline - Date.now())));
          backoff = Math.min(backoff * 2, 500);
          continue;
        }
        if (err instanceof RequestTimeoutError) {
          // The owner may be frozen: its lease lapses and another node takes the partition over while
          // this client waits. Later attempts are shorter so the command reaches the new owner soon
          // after the take-over; a retry that meets the original still queued joins it (node.ts).
          attemptMs = Math.max(RETRY_ATTEMPT_MIN_MS, Math.floor(attemptMs / 3));
          continue;
        }
        throw err;
      }
      const reply = replyEnvelope.parse(decode(raw));
      if (reply.ok) return reply.reply as R;
      if (reply.error.code === MOVED) {
        await sleep(Math.min(backoff, Math.max(0, deadline - Date.now())));
        backoff = Math.min(backoff * 2, 500);
        continue;
      }
      throw new RuntimeError(reply.error.code, reply.error.message, reply.error.details ?? []);
    }
  }

  /** Calls `onEvent` for every published event of (kind, id); id `*` for every actor of the kind. */
  subscribeEvents(kind: string, id: string, onEvent: (e: PublishedEvent) => void): TransportSubscription {
    return this.transport.subscribe(eventSubject(this.settings.cluster, kind, id), (m) => {
      try {
        onEvent(decode(m.data) as PublishedEvent);
      } catch {
        // not an event of ours
      }
    });
  }

  /**
   * Publishes a note about actor (kind, id) to whoever listens at this moment: at most once, never
   * stored, so nothing may depend on it arriving (a hint that spares a reader a read it would
   * otherwise do after the event).
   */
  publishNote(kind: string, id: string, note: unknown): void {
    this.transport.publish(noteSubject(this.settings.cluster, kind, id), encode(note));
  }

  /** Calls `onNote` for every note published about (kind, id) from now on. */
  subscribeNotes(kind: string, id: string, onNote: (note: unknown) => void): TransportSubscription {
    return this.transport.subscribe(noteSubject(this.settings.cluster, kind, id), (m) => {
      try {
        onNote(decode(m.data));
      } catch {
        // not a note of ours
      }
    });
  }
}
