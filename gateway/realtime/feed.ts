/**
 * Job feeds: how a gateway hears what happened to the jobs its sockets watch, whichever gateway or
 * actor node caused it. Each watched job has one subscription to `evt.job.<id>` (the job actor's
 * outbox, relayed over NATS), shared by all local sockets of the job and dropped with the last one.
 *
 * Chat delivery is exact and ordered per job: the outbox is at-least-once and a hand-off between
 * actor nodes can repeat or reorder events, so an event only says "message N exists"; the feed then
 * emits every stored message after the last one it emitted, up to N, read from `job_messages` in id
 * order. A repeat finds nothing new; a gap is filled from the table; the order is the job's. Message
 * content never travels in events (they outlive the job's data terms), only in the table.
 *
 * The gateway that posted a message also sends it, with its content, as a note on the job (at most
 * once, never stored). A note usually arrives before the message's event (the reply leaves the actor
 * before the outbox relay's next pass); the feed keeps it, and when the event asks for the message it
 * emits the note instead of reading the table. Notes are only a shortcut: whatever no note brought is
 * read as before, and nothing is emitted before its event.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { PublishedEvent, RuntimeClient, TransportSubscription } from '../../runtime/mod.js';
import { messageOf, type ChatMessage, type MessageRow } from './chat.js';

export interface FeedSink {
  /** Stored messages of the job, in order, each once. */
  messages(jobId: string, messages: ChatMessage[]): void;
  /** Every other event of the job (status, session ending, workspace). */
  event(jobId: string, e: PublishedEvent): void;
}

interface Feed {
  refs: number;
  sub: TransportSubscription;
  /** Id of the last message emitted; messages up to it were in history when the feed started. */
  last: number;
  /** Highest message id announced so far. */
  wanted: number;
  /** The per-job queue: reads and emits never overlap or overtake each other. */
  chain: Promise<void>;
  /** Outbox event ids seen lately, so a repeated non-chat event is emitted once. */
  seen: Set<string>;
  notes: TransportSubscription;
  /** Messages heard as notes and not yet emitted, by id. */
  heard: Map<number, ChatMessage>;
}

const SEEN_KEEP = 256;
const BATCH = 500;
/** Notes kept per job, waiting for their turn. */
const HEARD_KEEP = 1000;

export class JobFeeds {
  readonly #feeds = new Map<string, Feed>();

  constructor(private readonly deps: {
    events: Pick<RuntimeClient, 'subscribeEvents' | 'subscribeNotes'>;
    knex: Knex;
    log: Logger;
    sink: FeedSink;
  }) {}

  /** Starts (or shares) the job's feed; resolves once it listens, so nothing after it is missed. */
  async watch(jobId: string): Promise<void> {
    const existing = this.#feeds.get(jobId);
    if (existing) {
      existing.refs += 1;
      await existing.chain;
      return;
    }
    const none = undefined as unknown as TransportSubscription;
    const feed: Feed = { refs: 1, sub: none, notes: none, last: 0, wanted: 0, chain: Promise.resolve(), seen: new Set(), heard: new Map() };
    this.#feeds.set(jobId, feed);
    // Subscribe first, then read where history ends: an event racing the read queues behind it.
    feed.sub = this.deps.events.subscribeEvents('job', jobId, (e) => this.#onEvent(jobId, feed, e));
    feed.notes = this.deps.events.subscribeNotes('job', jobId, (note) => this.#onNote(jobId, feed, note));
    feed.chain = this.#queue(feed, async () => {
      const row = await this.deps.knex('job_messages').where({ job_id: jobId }).max({ m: 'id' }).first();
      feed.last = Math.max(feed.last, Number(row?.m ?? 0));
      forgetEmitted(feed); // notes of messages that are already history
    });
    await feed.chain;
  }

  unwatch(jobId: string): void {
    const feed = this.#feeds.get(jobId);
    if (!feed) return;
    feed.refs -= 1;
    if (feed.refs <= 0) {
      this.#feeds.delete(jobId);
      feed.sub.unsubscribe();
      feed.notes.unsubscribe();
    }
  }

  get watched(): number {
    return this.#feeds.size;
  }

  close(): void {
    for (const f of this.#feeds.values()) {
      f.sub.unsubscribe();
      f.notes.unsubscribe();
    }
    this.#feeds.clear();
  }

  #queue(feed: Feed, work: () => Promise<void>): Promise<void> {
    feed.chain = feed.chain.then(work).catch((err) => this.deps.log.warn({ event: 'realtime.feed_failed', err: String(err) }));
    return feed.chain;
  }

  #onEvent(jobId: string, feed: Feed, e: PublishedEvent): void {
    if (e.type === 'message_posted') {
      const id = Number((e.payload as { id?: unknown })?.id);
      if (!Number.isInteger(id) || id <= feed.wanted) return;
      feed.wanted = id;
      // Up to this id only: an event queued after this one keeps its place before later messages.
      void this.#queue(feed, () => this.#catchUp(jobId, feed, id));
      return;
    }
    if (feed.seen.has(e.id)) return;
    feed.seen.add(e.id);
    if (feed.seen.size > SEEN_KEEP) feed.seen.delete(feed.seen.values().next().value!);
    // Other events keep their place behind pending chat reads, so a client sees them in commit order.
    void this.#queue(feed, async () => this.deps.sink.event(jobId, e));
  }

  /**
   * A message note: kept until the message's event asks for it. Emitting still waits for the event,
   * so messages keep their place among the job's other events (commit order).
   */
  #onNote(jobId: string, feed: Feed, note: unknown): void {
    const m = chatMessageNote(note, jobId);
    if (m && m.id > feed.last && feed.heard.size < HEARD_KEEP) feed.heard.set(m.id, m);
  }

  /** Emits the stored messages after the last one emitted, up to `upTo`. */
  async #catchUp(jobId: string, feed: Feed, upTo: number): Promise<void> {
    while (feed.last < upTo) {
      const heard: ChatMessage[] = [];
      for (let m = feed.heard.get(feed.last + 1); m && m.id <= upTo; m = feed.heard.get(m.id + 1)) {
        feed.heard.delete(m.id);
        heard.push(m);
        feed.last = m.id;
      }
      if (heard.length > 0) {
        this.deps.sink.messages(jobId, heard);
        continue;
      }
      // Read up to the next message a note brought, which is then emitted from the note.
      let readTo = upTo;
      for (const id of feed.heard.keys()) if (id > feed.last && id <= readTo) readTo = id - 1;
      const rows = await this.deps.knex<MessageRow>('job_messages')
        .where({ job_id: jobId }).where('id', '>', feed.last).where('id', '<=', readTo)
        .orderBy('id', 'asc').limit(BATCH).select('*') as MessageRow[];
      if (rows.length === 0) return; // announced but not visible (deleted with the job's data): nothing to send
      const messages = rows.map(messageOf);
      feed.last = messages[messages.length - 1]!.id;
      forgetEmitted(feed);
      this.deps.sink.messages(jobId, messages);
    }
  }
}

/** Drops the notes of messages up to the last one emitted. */
function forgetEmitted(feed: Feed): void {
  for (const id of feed.heard.keys()) if (id <= feed.last) feed.heard.delete(id);
}

/** A message note as the posting gateway publishes it (gateway/realtime/chat.ts). */
const messageNote = z.object({
  message: z.object({
    id: z.number().int().min(1), jobId: z.string(), senderChainId: z.string(), content: z.string(),
    safety: z.object({ score: z.number(), warning: z.boolean() }), createdAt: z.string(), clientMessageId: z.string().nullish(),
  }),
});

/** The message a note carries, when it is a well-formed message of this job. */
function chatMessageNote(note: unknown, jobId: string): ChatMessage | null {
  const parsed = messageNote.safeParse(note);
  if (!parsed.success || parsed.data.message.jobId !== jobId) return null;
  const m = parsed.data.message;
  return { ...m, clientMessageId: m.clientMessageId ?? null };
}
