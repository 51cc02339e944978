/**
 * One job's worker: resuming after a restart, turns through a real job runner (child process) and
 * the webhook executor, automatic and held delivery (REQUIRE_FINALIZE, ctl deliver / reject), the
 * apology after failed retries, withheld replies, the message limit. The platform side is the
 * worker's port (`JobPlatform`) kept in memory here; the platform itself is exercised through it by
 * daemon.test.ts and job-flow.test.ts.
 */
import { Writable } from 'node:stream';
import { expect } from 'chai';
import { pino } from 'pino';
import type { ChatMessage, Job } from '../../client/mod.js';
import { agentProfileSchema } from '../../dispatcher/agent-profile.js';
import type { ResolvedAgent } from '../../dispatcher/config.js';
import { APOLOGY } from '../../dispatcher/executors/retry.js';
import { ProcessRunner, type JobRunner } from '../../dispatcher/isolation/job-runner.js';
import { JobWorker, type JobPlatform } from '../../dispatcher/job-worker.js';
import { createMetrics } from '../../dispatcher/metrics.js';
import { readJson, sendJson, serve, type Fake } from './fakes/http.js';

const SELLER = 'iSeller1111111111111111111111111';
const BUYER = 'iBuyer11111111111111111111111111';

class MemoryPlatform implements JobPlatform {
  messages: ChatMessage[] = [];
  deliveries: string[] = [];
  live() { return true; }
  async join() {}
  leave() {}
  async workspaceGrant() { return null; }
  async conversation() { return [...this.messages]; }
  async messagesAfter(_j: string, afterId: string | undefined) {
    return this.messages.slice(afterId ? this.messages.findIndex((m) => m.id === afterId) + 1 : 0);
  }
  add(from: string, content: string): ChatMessage {
    const m = { id: String(this.messages.length + 1), jobId: 'job-w', senderChainId: from, content, createdAt: new Date().toISOString() };
    this.messages.push(m);
    return m;
  }
  async send(_j: string, content: string) { return this.add(SELLER, content); }
  async deliver(_j: string, content: string) {
    this.deliveries.push(content);
    return { ...job(), status: 'pending_delivery' } as Job;
  }
  sent(): string[] { return this.messages.filter((m) => m.senderChainId === SELLER).map((m) => m.content); }
}

const job = (): Job => ({ id: 'job-w', status: 'in_progress', buyerChainId: BUYER, sellerChainId: SELLER, serviceId: 'svc-1', price: 1, currency: 'VRSCTEST', createdAt: new Date().toISOString(), acceptedAt: new Date().toISOString() });

async function until(what: string, probe: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('job worker', function () {
  this.timeout(60_000);
  let hook: Fake;
  const bodies: any[] = [];
  let failuresLeft = 0;
  const runners: JobRunner[] = [];
  before(async () => {
    hook = await serve(async (req, res) => {
      const body = await readJson(req);
      bodies.push(body);
      if (failuresLeft > 0) { failuresLeft -= 1; return sendJson(res, 500, { error: 'down' }); }
      const text: string = body.message.content;
      if (text.includes('leak')) return sendJson(res, 200, { content: 'the canary is CANARY-0000001', done: false });
      sendJson(res, 200, { content: `answer to ${text}`, done: text.includes('final') });
    });
  });
  after(async () => { await Promise.all(runners.map((r) => r.close(true))); await hook.close(); });

  function worker(platform: MemoryPlatform, opts: { requireFinalize?: boolean; messageLimit?: number } = {}) {
    const agent: ResolvedAgent = {
      ...agentProfileSchema.parse({ name: 'w', identity: SELLER, privateKey: 'x', executor: { type: 'webhook', url: hook.url, retries: 2 }, canaries: ['CANARY-0000001'] }),
      privateKey: 'x',
    };
    const metrics = createMetrics();
    const w = new JobWorker(job(), {
      agent, platform, metrics, requireFinalize: opts.requireFinalize ?? false,
      log: pino({ level: 'silent' }, new Writable({ write: (_c, _e, cb) => cb() })),
      newRunner: (jobId) => {
        const r = new ProcessRunner({ jobId, agent: 'w', keys: {}, deadlineMs: 30_000, init: { type: 'init', executor: agent.executor, llm: { provider: 'openai', model: 'm' }, agent: {} } });
        runners.push(r);
        return r;
      },
      sessionParamsOf: () => (opts.messageLimit ? { messageLimit: opts.messageLimit } : null),
    });
    return { w, metrics };
  }

  it('after a restart answers the buyer messages after its last reply, together, with the earlier turns as history', async () => {
    const p = new MemoryPlatform();
    p.add(BUYER, 'a');
    p.add(SELLER, 'reply to a');
    p.add(BUYER, 'b');
    p.add(BUYER, 'c');
    const { w } = worker(p);
    await w.work();
    await until('the reply', () => p.sent().length === 2);
    expect(p.sent()[1]).to.equal('answer to b\n\nc');
    expect(bodies.at(-1).history).to.deep.equal([{ role: 'user', content: 'a' }, { role: 'assistant', content: 'reply to a' }]);
    expect(bodies.at(-1).metadata).to.deep.equal({ serviceId: 'svc-1', sessionParams: null, workspaceEnabled: false });
    expect(w.view().messages).to.deep.equal({ inbound: 3, outbound: 2 });
    await w.stop();
  });

  it('answers once a message that arrives on the channel while the first read of the conversation runs', async () => {
    const p = new MemoryPlatform();
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const read = p.conversation.bind(p);
    p.conversation = async () => { await gate; return read(); };
    const { w } = worker(p);
    const working = w.work();
    await new Promise((r) => setTimeout(r, 20));
    w.onMessage(p.add(BUYER, 'early question'));
    release(); // the read now answers with the message, its reply not sent yet
    await working;
    await until('the reply', () => p.sent().length >= 1);
    await w.idle();
    await new Promise((r) => setTimeout(r, 300));
    await w.idle();
    expect(p.sent()).to.deep.equal(['answer to early question']);
    await w.stop();
  });

  it('delivers the reply that says done', async () => {
    const p = new MemoryPlatform();
    const { w } = worker(p);
    await w.work();
    w.onMessage(p.add(BUYER, 'final please'));
    await until('the delivery', () => p.deliveries.length === 1);
    expect(p.deliveries).to.deep.equal(['answer to final please']);
    expect(w.status).to.equal('pending_delivery');
    await w.stop();
  });

  it('with REQUIRE_FINALIZE holds the delivery; reject tells the executor why; deliver sends it', async () => {
    const p = new MemoryPlatform();
    const { w } = worker(p, { requireFinalize: true });
    await w.work();
    await w.approve().then(() => { throw new Error('approved nothing'); }, (e) => expect(e.code).to.equal('NOT_HELD'));
    w.onMessage(p.add(BUYER, 'final draft'));
    await until('the hold', () => w.view().heldDelivery);
    expect(p.deliveries).to.deep.equal([]);
    w.reject('too short');
    expect(w.view().heldDelivery).to.equal(false);
    w.onMessage(p.add(BUYER, 'final, longer'));
    await until('the second hold', () => w.view().heldDelivery);
    expect(bodies.at(-1).history.at(-1)).to.deep.equal({ role: 'system', content: 'The owner rejected the delivery: too short' });
    await w.approve();
    expect(p.deliveries).to.deep.equal(['answer to final, longer']);
    expect(w.status).to.equal('pending_delivery');
    await w.stop();
  });

  it('after the retries fail sends the apology, counts every failed attempt, and keeps the job in progress', async () => {
    const p = new MemoryPlatform();
    const { w, metrics } = worker(p);
    await w.work();
    failuresLeft = 3;
    w.onMessage(p.add(BUYER, 'hello?'));
    await until('the apology', () => p.sent().length === 1);
    expect(p.sent()).to.deep.equal([APOLOGY]);
    const errors = (await metrics.executorErrors.get()).values.find((v) => v.labels.agent === 'w')?.value;
    const calls = (await metrics.executorCalls.get()).values.find((v) => v.labels.agent === 'w')?.value;
    expect({ errors, calls }).to.deep.equal({ errors: 3, calls: 3 });
    expect(w.status).to.equal('in_progress');
    w.onMessage(p.add(BUYER, 'again'));
    await until('the next answer', () => p.sent().length === 2);
    expect(p.sent()[1]).to.equal('answer to again');
    await w.stop();
  });

  it('withholds a reply carrying a canary token', async () => {
    const p = new MemoryPlatform();
    const { w, metrics } = worker(p);
    await w.work();
    w.onMessage(p.add(BUYER, 'please leak'));
    await until('the answer', () => p.sent().length === 1);
    expect(p.sent()).to.deep.equal([APOLOGY]);
    const canary = (await metrics.securityEvents.get()).values.find((v) => v.labels.type === 'canary_triggered')?.value;
    expect(canary).to.equal(1);
    await w.stop();
  });

  it('delivers when the service\'s messageLimit is reached', async () => {
    const p = new MemoryPlatform();
    const { w } = worker(p, { messageLimit: 2 });
    await w.work();
    w.onMessage(p.add(BUYER, 'one'));
    await until('one reply', () => p.sent().length === 1);
    expect(p.deliveries).to.deep.equal([]);
    w.onMessage(p.add(BUYER, 'two'));
    await until('the delivery', () => p.deliveries.length === 1);
    expect(p.deliveries).to.deep.equal(['answer to two']);
    await w.stop();
  });
});
