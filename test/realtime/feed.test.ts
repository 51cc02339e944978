/**
 * Job feeds and message notes (gateway/realtime/feed.ts): a message whose note came first is emitted
 * from the note when its event asks for it, without reading `job_messages`; a message without a note
 * is read from the table; nothing is emitted before its event, so messages keep their place among
 * the job's other events.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import knexFactory, { type Knex } from 'knex';
import { createLogger } from '../../bin/logger.js';
import { JobFeeds } from '../../gateway/realtime/feed.js';
import type { ChatMessage } from '../../gateway/realtime/chat.js';
import { eventSubject, InProcessTransport, RuntimeClient } from '../../runtime/mod.js';
import type { PublishedEvent } from '../../runtime/types.js';
import { until } from './helpers.js';

describe('job feeds: message notes', () => {
  let knex: Knex;
  let client: RuntimeClient;
  let feeds: JobFeeds;
  const emitted: { jobId: string; what: string }[] = [];
  let seq = 0;

  before(() => {
    knex = knexFactory({ client: 'pg', connection: process.env.AP_TEST_DATABASE_URL!, pool: { min: 0, max: 2 } });
  });
  after(() => knex.destroy());
  beforeEach(() => {
    emitted.length = 0;
    client = new RuntimeClient(new InProcessTransport(), { cluster: 'feedtest', partitions: 4 });
    feeds = new JobFeeds({
      events: client, knex, log: createLogger('silent'),
      sink: {
        messages: (jobId, ms) => ms.forEach((m) => emitted.push({ jobId, what: `message ${m.id}: ${m.content}` })),
        event: (jobId, e) => emitted.push({ jobId, what: `event ${e.type}` }),
      },
    });
  });
  afterEach(() => feeds.close());

  const message = (jobId: string, id: number, content: string): ChatMessage => ({
    id, jobId, senderChainId: 'iBuyer', content, safety: { score: 0, warning: false }, createdAt: new Date().toISOString(), clientMessageId: null,
  });
  const publishEvent = (jobId: string, type: string, payload: unknown) => {
    const e: PublishedEvent = { id: randomUUID(), seq: ++seq, kind: 'job', actorId: jobId, type, payload, at: new Date().toISOString() };
    client.transport.publish(eventSubject('feedtest', 'job', jobId), Buffer.from(JSON.stringify(e)));
  };
  const store = (m: ChatMessage) => knex('job_messages').insert({
    id: m.id, job_id: m.jobId, sender_id: m.senderChainId, content: m.content, safety: m.safety, client_message_id: null, created_at: m.createdAt,
  });

  it('emits a noted message when its event comes, without reading the table', async () => {
    const jobId = randomUUID();
    await feeds.watch(jobId);
    // The note's content differs from the stored row: what is emitted tells which one was used.
    await store(message(jobId, 1, 'from the table'));
    client.publishNote('job', jobId, { message: message(jobId, 1, 'from the note') });
    await new Promise((r) => setTimeout(r, 50));
    expect(emitted, 'nothing before the event').to.deep.equal([]);
    publishEvent(jobId, 'message_posted', { id: 1 });
    await until('emitted', () => emitted.length === 1);
    expect(emitted[0]!.what).to.equal('message 1: from the note');
  });

  it('reads what no note brought, and keeps messages and other events in event order', async () => {
    const jobId = randomUUID();
    await feeds.watch(jobId);
    await store(message(jobId, 1, 'one'));
    await store(message(jobId, 2, 'two'));
    await store(message(jobId, 3, 'three'));
    client.publishNote('job', jobId, { message: message(jobId, 3, 'three (note)') });
    client.publishNote('job', jobId, { message: message('another-job', 2, 'not this job') });
    publishEvent(jobId, 'message_posted', { id: 1 });
    publishEvent(jobId, 'status_changed', {});
    publishEvent(jobId, 'message_posted', { id: 3 });
    await until('emitted', () => emitted.length === 4);
    expect(emitted.map((e) => e.what)).to.deep.equal(['message 1: one', 'event status_changed', 'message 2: two', 'message 3: three (note)']);
  });

  it('ignores malformed notes and notes of messages already emitted', async () => {
    const jobId = randomUUID();
    await store(message(jobId, 1, 'old'));
    await feeds.watch(jobId); // history ends at 1
    client.publishNote('job', jobId, { message: message(jobId, 1, 'replayed') });
    client.publishNote('job', jobId, { message: { ...message(jobId, 2, 'bad'), id: 'two' } });
    client.publishNote('job', jobId, 'nonsense');
    await store(message(jobId, 2, 'two'));
    publishEvent(jobId, 'message_posted', { id: 2 });
    await until('emitted', () => emitted.length === 1);
    expect(emitted[0]!.what).to.equal('message 2: two');
  });
});
