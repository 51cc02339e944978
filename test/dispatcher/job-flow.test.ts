/**
 * Acceptance 1 and 3 of the dispatcher issue, against the real platform and the dev chain: one
 * dispatcher with two agents completes two jobs end to end (hire, pay, chat, deliver, complete), one
 * through a webhook executor and one through `local-llm` against a local server speaking OpenAI's
 * chat-completions protocol with streaming; with REQUIRE_FINALIZE, `ctl deliver` releases a held
 * delivery and `ctl reject` drops one; a dispatcher killed mid-job answers the waiting message after
 * its restart; when the platform goes away mid-job the dispatcher reads degraded, reconnects, reads
 * healthy, and the job goes on.
 *
 *
 * Workspace tools: with a supervised workspace session open and the real workspace client serving a
 * temporary folder, the local-llm agent's model reads a file and writes one through the jailbox;
 * the write reaches the folder only after the buyer approves it.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { freePort } from '../../bin/database.js';
import { PlatformClient, Realtime, wifSigner, type ChatMessage } from '../../client/mod.js';
import { startHarness, type Harness, type TestIdentity } from '../gateway/harness.js';
import { runCli, type Program } from '../programs.js';
import { serveEchoWebhook, type Fake } from './fakes/http.js';
import { writeTwoAgentHome } from './fakes/home.js';
import { startOpenAiFake, type OpenAiFake } from './fakes/openai-server.js';

describe('dispatcher job flow against the real platform', function () {
  this.timeout(180_000);
  let h: Harness;
  let web: TestIdentity;
  let llmAgent: TestIdentity;
  let buyerId: TestIdentity;
  let hook: Fake;
  let llm: OpenAiFake;
  let home: string;
  let healthPort: number;
  let daemon: Program | null = null;
  let buyer: PlatformClient;
  let channel: Realtime;
  const sockets = new Set<Socket>();

  const start = (extra: Record<string, string> = {}) => {
    daemon = runCli(['dispatcher'], { DISPATCHER_HOME: home, WEB_WIF: web.wif, LLM_WIF: llmAgent.wif, ...extra });
    return daemon.waitFor(/"event":"dispatcher.started"/, 60_000);
  };
  const health = async () => (await fetch(`http://127.0.0.1:${healthPort}/health`)).json() as Promise<any>;
  const eventually = async <T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 60_000): Promise<T> => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const v = await probe().catch(() => undefined);
      if (v) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  const ctl = async (args: string[]) => {
    const p = runCli(['ctl', ...args], { DISPATCHER_HOME: home });
    return { code: await p.exited, out: p.output() };
  };

  /** Hires an agent, pays, and waits until the dispatcher has accepted and the job is in progress. */
  async function hire(agent: TestIdentity): Promise<string> {
    const [service] = await eventually('the agent\'s service', async () => (await buyer.servicesOf(agent.address)).filter((s) => s.name === 'Answers'));
    // healthy means logged in and connected; the agent's platform status follows through a
    // rate-limited route after a restart, so wait until it takes jobs again
    await eventually('the agent active on the platform', async () => (await buyer.getAgent(agent.address))?.status === 'active');
    const job = await buyer.createJob({ agentChainId: agent.address, serviceId: service!.id, currency: 'VRSCTEST' });
    const paid = await eventually('acceptance', async () => {
      const j = await buyer.getJob(job.id);
      return j.acceptedAt || j.status === 'in_progress' ? j : null;
    });
    const payment = (paid as any).payment as { command?: string; address: string; amount: number; platformFee?: { address: string; amount: number } } | undefined;
    if (payment && paid.status !== 'in_progress') {
      const pay = async (address: string, amount: number) => {
        const opid = await h.rpc.call('sendcurrency', ['*', [{ address, amount, currency: 'VRSCTEST' }]]) as string;
        const [op] = await eventually('the payment transaction', async () => {
          const ops = await h.rpc.call('z_getoperationstatus', [[opid]]) as any[];
          return ops[0]?.status === 'success' ? ops : null;
        });
        return op.result.txid as string;
      };
      await buyer.recordPayment(job.id, { txid: await pay(payment.address, payment.amount) });
      if (payment.platformFee && payment.platformFee.amount > 0) await buyer.recordPlatformFee(job.id, await pay(payment.platformFee.address, payment.platformFee.amount));
    }
    await eventually('in_progress', async () => (await buyer.getJob(job.id)).status === 'in_progress');
    await channel.join(job.id);
    return job.id;
  }

  const replies = new Map<string, ChatMessage[]>();
  const replyTo = (jobId: string, from: string, n: number) =>
    eventually(`reply ${n} in ${jobId}`, async () => (replies.get(jobId) ?? []).filter((m) => m.senderChainId === from)[n - 1]);

  before(async () => {
    h = await startHarness({ domain: true });
    h.http.server.on('connection', (s: Socket) => { sockets.add(s); s.once('close', () => sockets.delete(s)); });
    [web, llmAgent, buyerId] = await Promise.all([h.identity('web'), h.identity('llm'), h.identity('buyer')]);
    await h.rpc.call('dev_fund', [buyerId.address, 1000]).catch(() => undefined);
    hook = await serveEchoWebhook();
    llm = await startOpenAiFake((b) => {
      const lastUser = [...b.messages].reverse().find((m: any) => m.role === 'user')?.content as string;
      if (lastUser?.startsWith('workspace:')) {
        const results = b.messages.filter((m: any) => m.role === 'tool');
        if (results.length === 0) return { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] };
        if (results.length === 1) {
          // The tool's result comes back as the JSON text of what read_file answered.
          const text = JSON.parse(results[0].content).content;
          return { toolCalls: [{ name: 'write_file', arguments: { path: 'out/summary.txt', content: `summary of: ${text}` } }] };
        }
        return { content: `workspace done: ${results.length} operations` };
      }
      const last = b.messages.at(-1).content as string;
      return { content: last.includes('final') ? `model answer to: ${last}\n[[deliver]]` : `model answer to: ${last}` };
    });
    home = await mkdtemp(join(tmpdir(), 'ap-jobflow-'));
    healthPort = await freePort();
    await writeTwoAgentHome(home, {
      apiUrl: h.url, llmUrl: llm.url, providerKey: 'sk-jobflow', healthPort, hookUrl: hook.url, web: web.address, llm: llmAgent.address,
      systemPrompt: 'You answer questions.', service: { name: 'Answers', description: 'Answers questions', price: 2, category: 'qa' },
      dispatcher: ['graceful_shutdown_timeout_ms = 5000'],
    });
    await start();
    await eventually('both agents online', async () => (await health()).status === 'healthy');
    buyer = new PlatformClient({ baseUrl: h.url, identity: buyerId.address, sign: wifSigner(buyerId.wif, buyerId.address, 'VRSCTEST') });
    await buyer.login();
    channel = new Realtime({ baseUrl: h.url, cookie: () => buyer.session?.cookie, relogin: async () => { await buyer.login(); }, maxRetries: 50 });
    channel.on('chat:message', (m) => replies.set(m.jobId, [...(replies.get(m.jobId) ?? []), m]));
    await channel.connect();
  });

  after(async () => {
    channel?.close();
    await daemon?.stop('SIGKILL');
    await hook?.close();
    await llm?.close();
    if (home) await rm(home, { recursive: true, force: true });
    await h?.stop().catch(() => undefined);
  });

  it('completes a job through the webhook executor: hire, pay, chat, deliver (with deliveryHash), complete', async () => {
    const jobId = await hire(web);
    await channel.send(jobId, 'first question', 'c1');
    expect((await replyTo(jobId, web.address, 1)).content).to.equal('webhook answer to: first question');
    await channel.send(jobId, 'final question', 'c2');
    expect((await replyTo(jobId, web.address, 2)).content).to.equal('webhook answer to: final question');
    await eventually('pending_delivery', async () => (await buyer.getJob(jobId)).status === 'pending_delivery');
    await buyer.complete(jobId);
    await eventually('earnings', async () => JSON.parse((await ctl(['earnings', '--json'])).out).agents.find((a: any) => a.agent === 'web').allTime.VRSCTEST === 2);
  });

  it('completes a job through local-llm against a streaming chat-completions server', async () => {
    const jobId = await hire(llmAgent);
    await channel.send(jobId, 'final: what is 2+2?', 'c3');
    expect((await replyTo(jobId, llmAgent.address, 1)).content).to.equal('model answer to: final: what is 2+2?');
    expect(llm.requests.at(-1)!.body.stream).to.equal(true);
    expect(llm.requests.at(-1)!.authorization).to.equal('Bearer sk-jobflow');
    await eventually('pending_delivery', async () => (await buyer.getJob(jobId)).status === 'pending_delivery');
    await buyer.complete(jobId);
  });

  it('answers a waiting message after the dispatcher is killed mid-job and restarted', async () => {
    const jobId = await hire(web);
    await daemon!.stop('SIGKILL');
    await channel.send(jobId, 'are you there?', 'c4');
    await start();
    expect((await replyTo(jobId, web.address, 1)).content).to.equal('webhook answer to: are you there?');
  });

  it('reconnects when the platform goes away mid-job: health degraded, then healthy; the job resumes', async () => {
    const jobId = await hire(web);
    const server = h.http.server;
    const port = Number(new URL(h.url).port);
    // Upgraded websockets are no HTTP connections any more: destroy every socket to cut them too.
    await new Promise<void>((r) => { server.close(() => r()); for (const s of sockets) s.destroy(); });
    const during = await eventually('degraded', async () => {
      const body = await health();
      return body.status === 'degraded' && body.agents.online === 0 ? body : null;
    });
    expect(during.agents.details.map((d: any) => d.status)).to.deep.equal(['reconnecting', 'reconnecting']);
    const metricsDuring = await (await fetch(`http://127.0.0.1:${healthPort}/metrics`)).text();
    expect(metricsDuring).to.match(/^dispatcher_agents_online 0$/m);
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
    await eventually('healthy again', async () => (await health()).status === 'healthy', 90_000);
    const metricsAfter = await (await fetch(`http://127.0.0.1:${healthPort}/metrics`)).text();
    expect(metricsAfter).to.match(/^dispatcher_agents_online 2$/m);
    await eventually('the buyer channel back', async () => channel.connected);
    await channel.send(jobId, 'still there after the outage?', 'c7');
    expect((await replyTo(jobId, web.address, 1)).content).to.equal('webhook answer to: still there after the outage?');
  });

  it('works in the buyer\'s workspace through the jailbox: a read, then a write that lands only after the buyer approves it', async () => {
    const jobId = await hire(llmAgent);
    const folder = await mkdtemp(join(tmpdir(), 'ap-jobflow-ws-'));
    await writeFile(join(folder, 'notes.txt'), 'hello notes');
    const asBuyer = (method: string, path: string, body?: unknown) => fetch(`${h.url}${path}`, {
      method, headers: { cookie: buyer.session!.cookie, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    const opened = await asBuyer('POST', `/v1/jailbox/${jobId}/token`, { mode: 'supervised', permissions: { read: true, write: true } });
    expect(opened.status).to.equal(201);
    const { data: session } = await opened.json() as any;
    const workspace = runCli(['workspace', '--job', jobId, '--dir', folder, '--url', h.url], { AGENTPLATFORM_WORKSPACE_TOKEN: session.token });
    try {
      await workspace.waitFor(/workspace is serving/, 30_000);
      await channel.send(jobId, 'workspace: summarize notes.txt into out/summary.txt', 'c8');
      const pending = await eventually('the pending write', async () => {
        const { data } = await (await asBuyer('GET', `/v1/jailbox/${jobId}`)).json() as any;
        return data.pending.find((p: any) => p.kind === 'write' && p.path === 'out/summary.txt');
      });
      expect(await readFile(join(folder, 'out/summary.txt'), 'utf8').catch(() => null), 'nothing lands before approval').to.equal(null);
      expect((await asBuyer('POST', `/v1/jailbox/${jobId}/approve/${pending.opId}`)).status).to.equal(200);
      expect((await replyTo(jobId, llmAgent.address, 1)).content).to.equal('workspace done: 2 operations');
      expect(await readFile(join(folder, 'out/summary.txt'), 'utf8')).to.equal('summary of: hello notes');
      const metrics = await (await fetch(`http://127.0.0.1:${healthPort}/metrics`)).text();
      expect(metrics).to.match(/^dispatcher_workspace_operations_total\{operation="read"\} 1$/m);
      expect(metrics).to.match(/^dispatcher_workspace_operations_total\{operation="write"\} 1$/m);
      const jobs = JSON.parse((await ctl(['jobs', '--json'])).out).jobs;
      expect(jobs.find((j: any) => j.jobId === jobId).workspace).to.equal('active');
    } finally {
      await workspace.stop('SIGTERM');
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('holds deliveries with REQUIRE_FINALIZE until ctl deliver; ctl reject keeps the job in progress', async () => {
    await daemon!.stop('SIGTERM');
    await start({ REQUIRE_FINALIZE: 'true' });
    await eventually('both agents online', async () => (await health()).status === 'healthy');
    const jobId = await hire(web);
    await channel.send(jobId, 'final answer please', 'c5');
    await eventually('held', async () => JSON.parse((await ctl(['jobs', '--json'])).out).jobs.find((j: any) => j.jobId === jobId && j.heldDelivery));
    const rejected = await ctl(['reject', jobId, '--reason', 'too short']);
    expect(rejected.code).to.equal(0);
    expect((await buyer.getJob(jobId)).status).to.equal('in_progress');
    await channel.send(jobId, 'final answer, longer', 'c6');
    await eventually('held again', async () => JSON.parse((await ctl(['jobs', '--json'])).out).jobs.find((j: any) => j.jobId === jobId && j.heldDelivery));
    expect((await ctl(['deliver', jobId])).code).to.equal(0);
    expect((await buyer.getJob(jobId)).status).to.equal('pending_delivery');
  });
});
