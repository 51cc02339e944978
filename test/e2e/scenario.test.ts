/**
 * The whole system end to end, under faults (issue 14): the dev chain, the scanner service, two
 * `agentplatform gateway` and two `agentplatform actor-node` processes over NATS on one database,
 * and `agentplatform dispatcher` hosting two agents (a webhook executor and `local-llm` against a
 * local chat-completions server, with workspace tools). Every party talks only HTTP and the socket
 * layer, as outside clients do; the agents on gateway 0, the buyers on gateway 1.
 *
 * - Buyer A logs in by the wallet QR flow (a test wallet answering like Verus Mobile), hires the
 *   webhook agent, pays on chain, chats over the socket, uploads a file and downloads it, then goes
 *   on in the dashboard (Chromium): the job page shows the conversation and a message typed there is
 *   answered by the dispatcher's agent; completes, reviews, and checks the receipt with
 *   `agentplatform receipt verify`.
 * - Buyer B works from the terminal: `agentplatform login`, `job create`, `job pay --send`, opens a
 *   supervised workspace session served by `agentplatform workspace`, approves the agent's write, and
 *   `job complete`.
 * - Midway, one actor node and the scanner are killed (SIGKILL). Everything still completes: every
 *   message is there once, in order, and both jobs end completed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { answerLoginConsent } from '../../chain/login-consent/test-wallet.js';
import { freePort } from '../../bin/database.js';
import { Browser, startHarness, type Harness, type TestIdentity } from '../gateway/harness.js';
import { pay } from '../jobs/helpers.js';
import { runCli, type Program } from '../programs.js';
import { startCluster, type Cluster } from '../realtime/cluster.js';
import { launch, SCREENS } from '../web/browser.js';
import { connect, cookieOf, type Client } from '../realtime/helpers.js';
import { serveEchoWebhook, type Fake } from '../dispatcher/fakes/http.js';
import { writeTwoAgentHome } from '../dispatcher/fakes/home.js';
import { startOpenAiFake, type OpenAiFake } from '../dispatcher/fakes/openai-server.js';

const eventually = async <T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 90_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${(last as Error).message})` : ''}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

describe('end to end: two gateways, two actor nodes, the scanner, a dispatcher with two agents, under faults', function () {
  this.timeout(600_000);
  let h: Harness;
  let cluster: Cluster;
  let scanner: Program;
  let dispatcher: Program;
  let hook: Fake;
  let llm: OpenAiFake;
  const dirs: string[] = [];
  const programs: Program[] = [];
  let agentsGateway: string;
  let buyersGateway: string;
  let webAgent: TestIdentity;
  let llmAgent: TestIdentity;

  const tempDir = async (prefix: string) => {
    const d = await mkdtemp(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };

  before(async () => {
    const scannerPort = await freePort();
    const scannerKey = 'e2e-scanner-key-0123456789abcdef';
    scanner = runCli(['scanner'], { SCANNER_PORT: String(scannerPort), SCANNER_API_KEY: scannerKey, DATA_DIR: await tempDir('ap-e2e-scanner-'), SCANNER_WORKERS: '1' });
    await scanner.waitFor(/scanner is up/, 60_000);
    h = await startHarness({ domain: true });
    cluster = await startCluster(h, {
      env: { SCANNER_API_URL: `http://127.0.0.1:${scannerPort}`, SCANNER_API_KEY: scannerKey, SCANNER_TIMEOUT_MS: '300', TRUST_PROXY: 'true' },
    });
    [agentsGateway, buyersGateway] = cluster.gateways as [string, string];

    [webAgent, llmAgent] = await Promise.all([h.identity('e2eweb'), h.identity('e2ellm')]);
    hook = await serveEchoWebhook();
    llm = await startOpenAiFake((b) => {
      const lastUser = [...b.messages].reverse().find((m: any) => m.role === 'user')?.content as string;
      const results = b.messages.filter((m: any) => m.role === 'tool');
      if (lastUser.startsWith('workspace:') && results.length === 0) return { toolCalls: [{ name: 'read_file', arguments: { path: 'draft.txt' } }] };
      if (lastUser.startsWith('workspace:') && results.length === 1) {
        const draft = JSON.parse(results[0].content).content as string;
        return { toolCalls: [{ name: 'write_file', arguments: { path: 'final.txt', content: draft.toUpperCase() } }] };
      }
      if (lastUser.startsWith('workspace:')) return { content: `wrote final.txt\n[[deliver]]` };
      return { content: `model answer to: ${lastUser}` };
    });
    const home = await tempDir('ap-e2e-dispatcher-');
    await writeTwoAgentHome(home, {
      apiUrl: agentsGateway, llmUrl: llm.url, providerKey: 'sk-e2e', healthPort: await freePort(), hookUrl: hook.url, web: webAgent.address,
      llm: llmAgent.address, systemPrompt: 'You edit documents.', service: { name: 'Work', description: 'Does the work', price: 3, category: 'general' },
    });
    dispatcher = runCli(['dispatcher'], { DISPATCHER_HOME: home, WEB_WIF: webAgent.wif, LLM_WIF: llmAgent.wif });
    await dispatcher.waitFor(/"event":"dispatcher.started"/, 90_000);
  });

  after(async () => {
    for (const p of programs) await p.stop('SIGKILL').catch(() => {});
    await dispatcher?.stop('SIGKILL').catch(() => {});
    await scanner?.stop('SIGKILL').catch(() => {});
    await cluster?.stop();
    await hook?.close();
    await llm?.close();
    await h?.stop();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  /** The service an agent published through the dispatcher, as a buyer finds it. */
  const serviceOf = (b: Browser, agent: TestIdentity) =>
    eventually(`the service of ${agent.name}`, async () => {
      const res = await b.get(`/v1/services/agent/${agent.address}`);
      return res.body.data?.find((s: any) => s.name === 'Work');
    });

  it('completes both jobs, with nothing lost, while an actor node and the scanner die midway', async () => {
    // --- Buyer A: the wallet QR login on the buyers' gateway --------------------------------------
    const buyerA = await h.identity('e2ebuyera');
    const a = new Browser(buyersGateway);
    const ch = await a.get('/auth/consent/challenge');
    expect(ch.status).to.equal(200);
    expect(ch.body.data.qrCode ?? ch.body.data.qrDataUrl ?? ch.body.data.deeplink).to.be.a('string');
    const answer = answerLoginConsent({ deeplink: ch.body.data.deeplink, wifs: [buyerA.wif], identityId: buyerA.address, blockHeight: await h.rpc.getblockcount() });
    const delivery = answer.deliveries[0] as { url: string; body: string };
    const cb = await fetch(delivery.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.7.1' }, body: delivery.body });
    expect(cb.status).to.equal(200);
    await eventually('awaiting_confirm', async () => (await a.get(`/auth/consent/status/${ch.body.data.challengeId}`)).body.data.status === 'awaiting_confirm');
    expect((await a.post(`/auth/consent/confirm/${ch.body.data.challengeId}`)).status).to.equal(200);

    // --- Buyer B: the CLI login ------------------------------------------------------------------
    const buyerB = await h.identity('e2ebuyerb');
    const homeB = await tempDir('ap-e2e-cli-');
    const cli = async (args: string[]) => {
      const run = runCli(args, {
        AGENTPLATFORM_HOME: homeB, SIGNER_WIF: buyerB.wif, CHAIN_RPC_USER: h.config.CHAIN_RPC_USER,
        CHAIN_RPC_PASS: h.config.CHAIN_RPC_PASS, CHAIN_RPC_PORT: String(h.chain.port),
      });
      const code = await run.exited;
      expect(code, `${args.join(' ')}:\n${run.output()}`).to.equal(0);
      const out = run.output();
      return out.includes('{') ? JSON.parse(out.slice(out.indexOf('{'))) : out;
    };
    await cli(['login', '--identity', buyerB.address, '--wif', '$SIGNER_WIF', '--api', buyersGateway]);
    const session = JSON.parse(await readFile(join(homeB, 'session.json'), 'utf8'));
    const b = new Browser(buyersGateway);
    b.cookies.set('session', session.cookie.slice('session='.length));

    // --- A hires the webhook agent and pays on chain ---------------------------------------------
    const serviceA = await serviceOf(a, webAgent);
    const text = await a.get(`/v1/jobs/message/request?agentChainId=${webAgent.address}&serviceId=${serviceA.id}&currency=VRSCTEST`);
    const created = await a.post('/v1/jobs', {
      agentChainId: webAgent.address, serviceId: serviceA.id, currency: 'VRSCTEST',
      message: text.body.data.message, timestamp: text.body.data.timestamp, nonce: text.body.data.nonce,
      signature: await h.sign(buyerA, text.body.data.message),
    });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const jobA = created.body.data.id as string;
    const accepted = await eventually('the agent accepts job A', async () => {
      const j = (await a.get(`/v1/jobs/${jobA}`)).body.data;
      return j.acceptedAt ? j : null;
    });
    const paid = await pay(h, [
      { address: accepted.payment.address, amount: accepted.payment.amount },
      { address: accepted.payment.platformFee.address, amount: accepted.payment.platformFee.amount },
    ]);
    expect((await a.post(`/v1/jobs/${jobA}/payment`, { txid: paid.txid })).status).to.be.oneOf([200, 202]);
    expect((await a.post(`/v1/jobs/${jobA}/platform-fee`, { txid: paid.txid })).status).to.be.oneOf([200, 202]);
    await eventually('job A in progress', async () => (await a.get(`/v1/jobs/${jobA}`)).body.data.status === 'in_progress');

    // --- B hires the llm agent from the terminal ---------------------------------------------------
    const serviceB = await serviceOf(b, llmAgent);
    const jobB = (await cli(['job', 'create', '--agent', llmAgent.address, '--service', String(serviceB.id), '--wif', '$SIGNER_WIF'])).id as string;
    await eventually('the agent accepts job B', async () => (await b.get(`/v1/jobs/${jobB}`)).body.data.acceptedAt);
    expect((await cli(['job', 'pay', jobB, '--send'])).status).to.equal('in_progress');

    // --- Chat on job A across gateways: buyer on gateway 1, agent (dispatcher) on gateway 0 ---------
    const socketA: Client = await connect(buyersGateway, { browser: a });
    expect((await socketA.emit('job:join', { jobId: jobA })).ok).to.equal(true);
    const ask = async (i: number, content: string) => {
      const ack = await socketA.emit('chat:send', { jobId: jobA, content, clientMessageId: `a-${i}` });
      expect(ack.ok, JSON.stringify(ack)).to.equal(true);
      await eventually(`the answer to message ${i}`, async () =>
        socketA.messages.some((m) => m.senderChainId === webAgent.address && m.content === `webhook answer to: ${content}`));
    };
    for (let i = 1; i <= 4; i++) await ask(i, `question ${i}`);

    // --- A uploads a file and downloads it ----------------------------------------------------------
    const bytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'brief.pdf');
    const up = await fetch(`${buyersGateway}/v1/jobs/${jobA}/files`, { method: 'POST', body: form, headers: { cookie: cookieOf(a), 'x-forwarded-for': a.ip } });
    const upBody = await up.json() as any;
    expect(up.status, JSON.stringify(upBody)).to.equal(201);
    const down = await fetch(`${buyersGateway}/v1/jobs/${jobA}/files/${upBody.data.id}`, { headers: { cookie: cookieOf(a), 'x-forwarded-for': a.ip } });
    expect(down.status).to.equal(200);
    expect(Buffer.from(await down.arrayBuffer())).to.deep.equal(bytes);
    expect(upBody.data.sha256 ?? upBody.data.hash).to.include(createHash('sha256').update(bytes).digest('hex'));

    // --- Faults: one actor node and the scanner die -------------------------------------------------
    await cluster.programs[0]!.stop('SIGKILL');
    await scanner.stop('SIGKILL');

    for (let i = 5; i <= 8; i++) await ask(i, `question ${i} after the faults`);

    // --- A in the browser: the dashboard's job page on gateway 1, chatting with the dispatcher's agent --
    const chromium = await launch();
    try {
      const context = await chromium.newContext({ extraHTTPHeaders: { 'x-forwarded-for': a.ip } });
      await context.addCookies([...a.cookies].map(([name, value]) => ({ name, value, url: buyersGateway })));
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (err) => pageErrors.push(err.message));
      await page.goto(`${buyersGateway}/#/job/${jobA}`);
      await page.getByText('webhook answer to: question 8 after the faults').waitFor({ timeout: 30_000 });
      await page.getByLabel('Message', { exact: true }).fill('question from the browser');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('webhook answer to: question from the browser').waitFor({ timeout: 60_000 });
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({ path: join(SCREENS, 'e2e-job-chat.png'), fullPage: true });
      expect(pageErrors).to.deep.equal([]);
    } finally {
      await chromium.close();
    }

    // --- B: a supervised workspace write, approved by the buyer --------------------------------------
    const folder = await tempDir('ap-e2e-workspace-');
    await writeFile(join(folder, 'draft.txt'), 'a short draft');
    const opened = await b.post(`/v1/jailbox/${jobB}/token`, { mode: 'supervised', permissions: { read: true, write: true } });
    expect(opened.status, JSON.stringify(opened.body)).to.equal(201);
    const workspace = runCli(['workspace', '--job', jobB, '--dir', folder, '--url', buyersGateway], { AGENTPLATFORM_WORKSPACE_TOKEN: opened.body.data.token });
    programs.push(workspace);
    await workspace.waitFor(/workspace is serving/, 60_000);
    expect((await b.post(`/v1/jobs/${jobB}/messages`, { content: 'workspace: turn draft.txt into final.txt' })).status).to.be.oneOf([200, 201]);
    const pending = await eventually('the pending write', async () =>
      (await b.get(`/v1/jailbox/${jobB}`)).body.data.pending.find((p: any) => p.kind === 'write' && p.path === 'final.txt'));
    expect(await readFile(join(folder, 'final.txt'), 'utf8').catch(() => null)).to.equal(null);
    expect((await b.post(`/v1/jailbox/${jobB}/approve/${pending.opId}`)).status).to.equal(200);
    await eventually('job B delivered', async () => (await b.get(`/v1/jobs/${jobB}`)).body.data.status === 'pending_delivery');
    expect(await readFile(join(folder, 'final.txt'), 'utf8')).to.equal('A SHORT DRAFT');
    expect((await cli(['job', 'complete', jobB, '--wif', '$SIGNER_WIF'])).status).to.equal('completed');

    // --- A: the final message delivers; A completes, reviews, checks the receipt ---------------------
    await ask(9, 'final question');
    await eventually('job A delivered', async () => (await a.get(`/v1/jobs/${jobA}`)).body.data.status === 'pending_delivery');
    const complete = await a.get(`/v1/jobs/${jobA}/message/complete?timestamp=${Date.now()}&nonce=${crypto.randomUUID()}`);
    const { message, timestamp, nonce } = complete.body.data;
    const done = await a.post(`/v1/jobs/${jobA}/complete`, { signature: await h.sign(buyerA, message), timestamp, nonce });
    expect(done.status, JSON.stringify(done.body)).to.equal(200);
    expect(done.body.data.status).to.equal('completed');
    const reviewAt = Math.floor(Date.now() / 1000);
    const reviewText = await a.get(`/v1/reviews/message?jobId=${jobA}&rating=5&message=${encodeURIComponent('Fast and exact')}&timestamp=${reviewAt}`);
    const review = await a.post('/v1/reviews', {
      jobId: jobA, rating: 5, message: 'Fast and exact', timestamp: reviewAt, signature: await h.sign(buyerA, reviewText.body.data.message),
    });
    expect(review.status, JSON.stringify(review.body)).to.equal(201);
    const receipt = await eventually('the receipt with the review', async () => {
      const r = await a.get(`/v1/jobs/${jobA}/receipt`);
      return r.status === 200 ? r.body : null;
    });
    const receiptFile = join(await tempDir('ap-e2e-receipt-'), 'receipt.json');
    await writeFile(receiptFile, JSON.stringify(receipt));
    const verify = runCli(['receipt', 'verify', receiptFile], {
      CHAIN_RPC_USER: h.config.CHAIN_RPC_USER, CHAIN_RPC_PASS: h.config.CHAIN_RPC_PASS, CHAIN_RPC_PORT: String(h.chain.port), CHAIN_RPC_HOST: '127.0.0.1',
    });
    expect(await verify.exited, verify.output()).to.equal(0);

    // --- Nothing lost, nothing doubled, order kept ----------------------------------------------------
    const history = (await a.get(`/v1/jobs/${jobA}/messages?limit=100`)).body.data as any[];
    const buyerSaid = history.filter((m) => m.senderChainId === buyerA.address).map((m) => m.content);
    expect(buyerSaid).to.deep.equal([1, 2, 3, 4].map((i) => `question ${i}`).concat([5, 6, 7, 8].map((i) => `question ${i} after the faults`), ['question from the browser', 'final question']));
    const agentSaid = history.filter((m) => m.senderChainId === webAgent.address).map((m) => m.content);
    expect(agentSaid).to.deep.equal(buyerSaid.map((q) => `webhook answer to: ${q}`));
    const ids = history.map((m) => Number(m.id));
    expect(ids).to.deep.equal([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).to.equal(ids.length);
    expect((await b.get(`/v1/jobs/${jobB}`)).body.data.status).to.equal('completed');
    socketA.close();
  });
});
