/**
 * Dispatcher benchmark: jobs per minute for 20 agents on one dispatcher against a webhook executor,
 * and the dispatcher's memory per agent.
 *
 * The real `agentplatform dispatcher` process runs 20 agents (20 dev-chain identities logged in with
 * their WIFs) against the real platform in this process (gateway with the domain routes, socket.io
 * on /ws, in-process actor runtime, the dev chain). Each agent works one job at a time: its buyer
 * hires it (signed job-create, postpay), the dispatcher accepts (signed), the buyer writes on the
 * channel, the webhook answers `done: true`, the dispatcher delivers (signed, with deliveryHash);
 * the buyer then pays through the dev chain and completes (signed) while the agent already works
 * its next job. Every job runs its executor in its own child process (the isolation the spec asks
 * for). Jobs per minute counts deliveries; completions are reported beside them.
 *
 *   npx tsx bench/dispatcher/dispatcher.ts     (BENCH_S: seconds of load, default 60; AGENTS: default 20)
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { freePort } from '../../bin/database.js';
import { executorSchema } from '../../dispatcher/agent-profile.js';
import { ProcessRunner } from '../../dispatcher/isolation/job-runner.js';
import { migrateLatest } from '../../migrations/index.js';
import { mochaGlobalTeardown, scratchDatabase } from '../../test/fixtures.js';
import { runCli, type Program } from '../../test/programs.js';
import { readJson, sendJson, serve } from '../../test/dispatcher/fakes/http.js';
import { PlatformClient, Realtime, wifSigner } from '../../client/mod.js';
import { startHarness, type Harness } from '../../test/gateway/harness.js';

const SECONDS = Number(process.env.BENCH_S ?? 60);
const AGENTS = Number(process.env.AGENTS ?? 20);

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function childPids(pid: number): Promise<number[]> {
  const out: number[] = [];
  for (const task of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
    const text = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    out.push(...text.split(/\s+/).filter(Boolean).map(Number));
  }
  return out;
}

async function waitHealthy(port: number, online: number, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const body = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.json() as Promise<any>).catch(() => null);
    if (body?.agents?.online === online) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the dispatcher did not get ${online} agents online within ${timeoutMs} ms`);
}

interface Run {
  program: Program;
  home: string;
  healthPort: number;
  agents: { name: string; address: string; serviceId?: string }[];
}

async function startDispatcher(h: Harness, hookUrl: string, count: number): Promise<Run> {
  const home = await mkdtemp(join(tmpdir(), 'ap-bench-dispatcher-'));
  const healthPort = await freePort();
  const ids = await Promise.all(Array.from({ length: count }, (_, i) => h.identity(`bench${i}x`)));
  await writeFile(join(home, 'config.toml'), [
    '[platform]', `api_url = "${h.url}"`,
    '[logging]', 'level = "warn"',
    '[dispatcher]', `health_port = ${healthPort}`, 'poll_interval_ms = 5000',
  ].join('\n'), { mode: 0o600 });
  await writeFile(join(home, 'agents.yaml'), ['agents:', ...ids.flatMap((id, i) => [
    `  - name: agent${i}`,
    `    identity: ${id.address}`,
    `    privateKey: $AGENT${i}_WIF`,
    `    executor: {type: webhook, url: "${hookUrl}"}`,
    '    services:',
    `      - {name: Task, description: One task, price: 1, currency: VRSCTEST, category: bench, paymentTerms: postpay}`,
  ])].join('\n'), { mode: 0o600 });
  const env: Record<string, string> = { DISPATCHER_HOME: home };
  ids.forEach((id, i) => { env[`AGENT${i}_WIF`] = id.wif; });
  const program = runCli(['dispatcher', '--quiet'], env);
  await waitHealthy(healthPort, count);
  const agents = await Promise.all(ids.map(async (id, i) => {
    const res = await fetch(`${h.url}/v1/services/agent/${id.address}`);
    const [service] = ((await res.json()) as { data: { id: string }[] }).data;
    return { name: `agent${i}`, address: id.address, serviceId: service?.id };
  }));
  return { program, home, healthPort, agents };
}

async function stopRun(run: Run): Promise<void> {
  run.program.child.kill('SIGTERM');
  await run.program.exited;
  await rm(run.home, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const db = await scratchDatabase('ap_bench_dispatcher');
  const k = knexFactory({ client: 'pg', connection: db, pool: { min: 0, max: 2 } });
  await migrateLatest(k);
  await k.destroy();
  process.env.AP_TEST_DATABASE_URL = db;
  const h = await startHarness({ domain: true, env: { RATE_LIMIT_MAX: '1000000' } });
  const hook = await serve(async (req, res) => {
    const body = await readJson(req);
    sendJson(res, 200, { content: `done: ${String(body.message.content).slice(0, 40)}`, done: true });
  });
  const pay = async (buyer: PlatformClient, jobId: string) => {
    const view = (await buyer.getJob(jobId)) as any;
    const outputs = [
      { address: view.payment.address, amount: view.payment.due ?? view.payment.amount, currency: view.currency },
      { address: view.payment.platformFee.address, amount: view.payment.platformFee.due ?? view.payment.platformFee.amount, currency: view.currency },
    ].filter((o) => o.amount > 0);
    const opid = await h.rpc.call('sendcurrency', ['*', outputs]) as string;
    let txid: string | undefined;
    while (!txid) {
      const [op] = await h.rpc.z_getoperationstatus([opid]);
      if (op?.status === 'success') txid = op.result!.txid;
      else if (op && op.status !== 'queued' && op.status !== 'executing') throw new Error(`sendcurrency ${op.status}`);
      else await new Promise((r) => setTimeout(r, 100));
    }
    await buyer.recordPayment(jobId, { txid });
    await buyer.recordPlatformFee(jobId, txid);
  };

  try {
    // Memory: one agent, then AGENTS agents, both idle and connected.
    const progress = (what: string) => process.stderr.write(`[bench] ${new Date().toISOString()} ${what}\n`);
    progress('one agent');
    const one = await startDispatcher(h, hook.url, 1);
    await new Promise((r) => setTimeout(r, 3_000));
    const rssOne = await rssKb(one.program.child.pid!);
    await stopRun(one);

    progress(`${AGENTS} agents`);
    const run = await startDispatcher(h, hook.url, AGENTS);
    // The dispatcher must not outlive a benchmark that fails half-way.
    const killRun = () => run.program.child.kill('SIGKILL');
    process.once('exit', killRun);
    progress('agents online; load starts');
    await new Promise((r) => setTimeout(r, 3_000));
    const rssIdle = await rssKb(run.program.child.pid!);

    // One buyer per agent (each with its own session and channel), logged in before the clock starts.
    const buyers = await Promise.all(run.agents.map(async () => {
      const id = await h.identity('buyer');
      const client = new PlatformClient({ baseUrl: h.url, identity: id.address, sign: wifSigner(id.wif, id.address, 'VRSCTEST') });
      await client.login();
      const channel = new Realtime({ baseUrl: h.url, cookie: () => client.session?.cookie, relogin: async () => { await client.login(); }, maxRetries: 10, ackTimeoutMs: 30_000 });
      await channel.connect();
      return { client, channel };
    }));

    const latencies: number[] = [];
    let delivered = 0;
    const jobErrors: string[] = [];
    let completed = 0;
    let peakRunners = 0;
    let peakRunnerRss = 0;
    let peakDispatcherRss = rssIdle;
    const completions: Promise<void>[] = [];
    const started = Date.now();
    const end = started + SECONDS * 1000;
    const sampler = setInterval(async () => {
      const pids = await childPids(run.program.child.pid!);
      peakRunners = Math.max(peakRunners, pids.length);
      const rss = await Promise.all(pids.map((p) => rssKb(p).catch(() => 0)));
      peakRunnerRss = Math.max(peakRunnerRss, ...rss);
      peakDispatcherRss = Math.max(peakDispatcherRss, await rssKb(run.program.child.pid!));
    }, 1_000);
    // A buyer learns a status from its channel (job:status in the job's room), with a slow poll behind it.
    const statusOf = (buyer: PlatformClient, channel: Realtime, jobId: string, status: string) => new Promise<void>((resolve, reject) => {
      const done = (err?: Error) => { channel.off('job:status', onStatus); clearInterval(poll); clearTimeout(limit); if (err) reject(err); else resolve(); };
      const onStatus = (e: { jobId: string; status: string }) => { if (e.jobId === jobId && e.status === status) done(); };
      channel.on('job:status', onStatus);
      const poll = setInterval(() => void buyer.getJob(jobId).then((j) => { if (j.status === status) done(); }, () => undefined), 1_000);
      const limit = setTimeout(() => done(new Error(`job ${jobId} did not reach ${status} within 120 s`)), 120_000);
    });
    await Promise.all(run.agents.map(async (agent, i) => {
      const { client: buyer, channel } = buyers[i]!;
      let n = 0;
      while (Date.now() < end) {
        try {
          await oneJob();
        } catch (err) {
          jobErrors.push((err as Error).message.slice(0, 160));
        }
      }
      async function oneJob() {
        const t0 = performance.now();
        const job = await buyer.createJob({ agentChainId: agent.address, serviceId: agent.serviceId!, currency: 'VRSCTEST' });
        await channel.join(job.id);
        await statusOf(buyer, channel, job.id, 'in_progress');
        const delivered_ = statusOf(buyer, channel, job.id, 'pending_delivery');
        await channel.send(job.id, `task ${n++} for ${agent.name}`, `b${i}-${n}`);
        await delivered_;
        latencies.push(performance.now() - t0);
        delivered += 1;
        channel.leave(job.id);
        completions.push(pay(buyer, job.id).then(() => buyer.complete(job.id)).then(() => { completed += 1; }));
      }
    }));
    const elapsedS = (Date.now() - started) / 1000;
    clearInterval(sampler);
    progress(`load done: ${delivered} delivered; waiting for ${completions.length - completed} completions`);
    const settled = await Promise.allSettled(completions);
    const completionErrors = settled.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason).slice(0, 120));
    const metrics = await (await fetch(`http://127.0.0.1:${run.healthPort}/metrics`)).text();
    const failures = [...metrics.matchAll(/^dispatcher_executor_errors_total\{[^}]*\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
    for (const b of buyers) b.channel.close();
    await stopRun(run);

    // The isolation cost per job, measured alone in the same run: a job's child runner started
    // cold and its first webhook turn answered.
    const coldStarts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const runner = new ProcessRunner({
        jobId: `cold-${i}`, agent: 'cold', keys: {}, deadlineMs: 60_000,
        init: { type: 'init', executor: executorSchema.parse({ type: 'webhook', url: hook.url }), llm: { provider: 'openai', model: 'm' }, agent: {} },
      });
      const t0 = performance.now();
      await runner.run({ jobId: `cold-${i}`, agentVerusId: 'iA', buyerVerusId: 'iB', message: { role: 'user', content: 'x' }, history: [], metadata: { serviceId: null, sessionParams: null, workspaceEnabled: false } }, { signal: new AbortController().signal });
      coldStarts.push(performance.now() - t0);
      await runner.close();
    }
    coldStarts.sort((a, b) => a - b);

    latencies.sort((a, b) => a - b);
    const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!);
    const mb = (kb: number) => Math.round(kb / 102.4) / 10;
    const report = {
      agents: AGENTS,
      seconds: Math.round(elapsedS),
      jobsDelivered: delivered,
      jobsPerMinute: Math.round((delivered / elapsedS) * 60 * 10) / 10,
      jobsCompletedAfterPayment: completed,
      completionErrors: completionErrors.slice(0, 3),
      jobErrors: { count: jobErrors.length, first: jobErrors.slice(0, 3) },
      hireToDeliveredMs: { p50: pct(0.5), p95: pct(0.95), max: Math.round(latencies.at(-1) ?? 0) },
      executorErrors: failures,
      dispatcherRssMB: { oneAgentIdle: mb(rssOne), allAgentsIdle: mb(rssIdle), peakUnderLoad: mb(peakDispatcherRss) },
      memoryPerAgentMB: Math.round(((rssIdle - rssOne) / Math.max(1, AGENTS - 1) / 1024) * 100) / 100,
      runners: { peakConcurrent: peakRunners, peakRssMB: mb(peakRunnerRss), coldStartAndFirstTurnMs: { p50: Math.round(coldStarts[2]!), min: Math.round(coldStarts[0]!) } },
      loadAverage: (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' '),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await hook.close();
    await h.stop();
    await mochaGlobalTeardown();
  }
}

await main();
process.exit(0);
