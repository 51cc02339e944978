/**
 * The real `agentplatform dispatcher` process against the real platform (gateway with the domain
 * routes, the dev chain): configuration refusal, keys absent from the process environment, login,
 * registration, services and a signed acceptance through the platform client, the control socket
 * and every `ctl` command, health and metrics, and the log files.
 *
 * A second agent, `beta`, is configured with a key that is not its identity's: its login is refused,
 * so it stays offline and the dispatcher reads degraded. Chat and delivery are covered by
 * test/dispatcher/job-flow.test.ts.
 */
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { freePort } from '../../bin/database.js';
import { generateWif } from '../../chain/keys.js';
import { PlatformClient, wifSigner } from '../../client/mod.js';
import { startHarness, type Harness, type TestIdentity } from '../gateway/harness.js';
import { runCli, type Program } from '../programs.js';

const PROVIDER_KEY = 'sk-provider-key-that-must-not-leak-4242';

const METRICS = [
  'dispatcher_agents_total', 'dispatcher_agents_online', 'dispatcher_jobs_active', 'dispatcher_jobs_total',
  'dispatcher_job_duration_seconds', 'dispatcher_messages_total', 'dispatcher_executor_calls_total',
  'dispatcher_executor_errors_total', 'dispatcher_executor_latency_seconds', 'dispatcher_earnings_total',
  'dispatcher_security_events_total', 'dispatcher_workspace_operations_total', 'dispatcher_uptime_seconds',
];

describe('agentplatform dispatcher (the daemon process)', function () {
  this.timeout(120_000);
  let h: Harness;
  let alpha: TestIdentity;
  let buyerId: TestIdentity;
  let beta: TestIdentity;
  let home: string;
  let healthPort: number;
  let daemon: Program;
  let acceptedJob: string;
  let buyer: PlatformClient;

  const eventually = async <T>(what: string, probe: () => Promise<T | null | undefined>, timeoutMs = 30_000): Promise<T> => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const v = await probe().catch(() => null);
      if (v) return v;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  };
  const ctl = async (args: string[]) => {
    const p = runCli(['ctl', ...args], { DISPATCHER_HOME: home });
    const code = await p.exited;
    return { code, out: p.output() };
  };

  before(async () => {
    h = await startHarness({ domain: true });
    alpha = await h.identity('alpha');
    buyerId = await h.identity('buyer');
    beta = await h.identity('beta');
    home = await mkdtemp(join(tmpdir(), 'ap-dispatcher-'));
    healthPort = await freePort();
    await writeFile(join(home, 'config.toml'), [
      '[platform]', `api_url = "${h.url}"`,
      '[provider_keys]', `openai = "${PROVIDER_KEY}"`,
      '[dispatcher]', `health_port = ${healthPort}`, 'reconnect_max_retries = 1', 'graceful_shutdown_timeout_ms = 2000', 'poll_interval_ms = 1000',
    ].join('\n'), { mode: 0o600 });
    await writeFile(join(home, 'agents.yaml'), [
      'agents:',
      '  - name: alpha',
      `    identity: ${alpha.address}`,
      '    privateKey: $ALPHA_WIF',
      '    executor: direct',
      '    services:',
      '      - {name: Poems, description: Short poems, price: 1.5, currency: VRSCTEST, category: writing, paymentTerms: postpay}',
      '  - name: beta',
      `    identity: ${beta.address}`,
      '    privateKey: $BETA_WIF',
      `    executor: {type: webhook, url: "http://127.0.0.1:9/none"}`,
    ].join('\n'), { mode: 0o600 });
    await writeFile(join(home, 'earnings.jsonl'), [
      JSON.stringify({ jobId: 'j-old', agent: 'alpha', currency: 'VRSCTEST', amount: 2, completedAt: '2026-01-10T10:00:00.000Z' }),
      JSON.stringify({ jobId: 'j-today', agent: 'alpha', currency: 'VRSCTEST', amount: 0.5, completedAt: new Date().toISOString() }),
    ].join('\n') + '\n', { mode: 0o600 });
    daemon = runCli(['dispatcher'], { DISPATCHER_HOME: home, ALPHA_WIF: alpha.wif, BETA_WIF: generateWif() });
    await daemon.waitFor(/"event":"dispatcher.started"/, 60_000);
    await daemon.waitFor(/"event":"agent.online"/, 30_000);
  });

  after(async () => {
    await daemon?.stop('SIGKILL');
    await h?.stop();
    await rm(home, { recursive: true, force: true });
  });

  it('refuses a config.toml with mode 0644 with a sentence naming the file and the fix', async () => {
    const other = await mkdtemp(join(tmpdir(), 'ap-dispatcher-0644-'));
    try {
      await writeFile(join(other, 'config.toml'), `[provider_keys]\nopenai = "${PROVIDER_KEY}"\n`);
      await chmod(join(other, 'config.toml'), 0o644);
      const p = runCli(['dispatcher'], { DISPATCHER_HOME: other });
      expect(await p.exited).to.equal(1);
      const file = join(other, 'config.toml');
      expect(p.output().trim()).to.equal(`agentplatform dispatcher: ${file} has mode 0644, so other users can read it and it holds provider keys; the dispatcher refuses to start. Fix: chmod 600 ${file}`);
      expect(p.output()).not.to.contain(PROVIDER_KEY);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('keeps the provider key out of its own environment (/proc/<pid>/environ)', async () => {
    const environ = await readFile(`/proc/${daemon.child.pid}/environ`, 'utf8');
    expect(environ).to.contain(`DISPATCHER_HOME=${home}`); // we are reading the right process
    expect(environ).not.to.contain(PROVIDER_KEY);
    expect(environ).not.to.match(/_API_KEY=/);
  });

  it('logged the agent in with its WIF (challenge-response against the real gateway)', async () => {
    const { code, out } = await ctl(['agents', '--json']);
    expect(code).to.equal(0);
    const [a, b] = JSON.parse(out).agents;
    expect(a).to.deep.include({ name: 'alpha', identity: alpha.address, identityAddress: alpha.address, executor: 'local-llm', status: 'online' });
    expect(b).to.deep.include({ name: 'beta', identityAddress: null, executor: 'webhook', status: 'offline' });
    expect(b.lastError).to.match(/login/);
  });

  it('registered the agent and published its services on the platform', async () => {
    const agent = await eventually('the registration', async () => {
      const res = await fetch(`${h.url}/v1/agents/${alpha.address}`);
      return res.status === 200 ? ((await res.json()) as any).data : null;
    });
    expect(agent).to.deep.include({ name: 'alpha', type: 'local-llm', status: 'active' });
    const services = await eventually('the services', async () => {
      const res = await fetch(`${h.url}/v1/services/agent/${alpha.address}`);
      const list = res.status === 200 ? ((await res.json()) as any).data : [];
      return list.length ? list : null;
    });
    expect(services[0]).to.deep.include({ name: 'Poems', category: 'writing', paymentTerms: 'postpay' });
  });

  it('accepts a job a buyer creates, signing the platform\'s accept text with the agent key', async () => {
    buyer = new PlatformClient({ baseUrl: h.url, identity: buyerId.address, sign: wifSigner(buyerId.wif, buyerId.address, 'VRSCTEST') });
    const [service] = await buyer.servicesOf(alpha.address);
    const job = await buyer.createJob({ agentChainId: alpha.address, serviceId: service!.id, currency: 'VRSCTEST' });
    expect(job.status).to.equal('requested');
    const accepted = await eventually('the acceptance', async () => {
      const j = await buyer.getJob(job.id);
      return j.acceptedAt ? j : null;
    });
    expect(accepted.status).to.equal('in_progress'); // postpay
    acceptedJob = job.id;
    const jobs = await eventually('the job in ctl jobs', async () => JSON.parse((await ctl(['jobs', '--json'])).out).jobs.find((j: any) => j.jobId === job.id));
    expect(jobs).to.include({ agent: 'alpha', buyer: buyerId.address, status: 'in_progress', workspace: 'off', heldDelivery: false });
    const agents = JSON.parse((await ctl(['agents', '--json'])).out).agents;
    expect(agents[0].today.accepted).to.equal(1);
    expect(agents[0].activeJobs).to.equal(1);
  });

  it('opens ctl.sock with mode 0600', async () => {
    expect((await stat(join(home, 'ctl.sock'))).mode & 0o777).to.equal(0o600);
  });

  it('ctl status: version, uptime, mode, pid, memory, cpu, agents, job counts', async () => {
    const json = JSON.parse((await ctl(['status', '--json'])).out);
    expect(json).to.include({ pid: daemon.child.pid, mode: 'auto', isolation: 'process' });
    expect(json.version).to.match(/^\d+\.\d+\.\d+/);
    expect(json.uptime).to.be.a('number');
    expect(json.memoryMB).to.be.greaterThan(10);
    expect(json.cpuPercent).to.be.a('number');
    expect(json.agents).to.deep.equal({ total: 2, online: 1, offline: 1 });
    expect(json.jobs).to.deep.equal({ active: 1, completed: 0, failed: 0, heldDeliveries: 0 });
    const human = await ctl(['status']);
    expect(human.code).to.equal(0);
    expect(human.out).to.match(new RegExp(`pid ${daemon.child.pid}`));
    expect(human.out).to.match(/agents 1\/2 online/);
  });

  it('ctl jobs [--agent] [--status]', async () => {
    expect(JSON.parse((await ctl(['jobs', '--json'])).out).jobs).to.have.length(1);
    expect((await ctl(['jobs', '--agent', 'alpha', '--status', 'paused'])).out).to.equal('no active jobs\n');
    const table = (await ctl(['jobs', '--agent', 'alpha', '--status', 'in_progress'])).out;
    expect(table.split('\n')[0]).to.match(/^JOB\s+AGENT\s+BUYER\s+STATUS\s+DURATION\s+MSGS IN\/OUT\s+WORKSPACE$/);
    expect(table).to.match(/alpha\s+i\w+\s+in_progress\s+\d+[smh]/);
    const unknown = await ctl(['jobs', '--agent', 'nobody']);
    expect(unknown.code).to.equal(1);
    expect(unknown.out).to.contain('no agent named nobody');
  });

  it('ctl agents: status, executor, active jobs, daily results', async () => {
    const { out } = await ctl(['agents']);
    expect(out.split('\n')[0]).to.match(/^AGENT\s+IDENTITY\s+STATUS\s+EXECUTOR\s+ACTIVE JOBS/);
    expect(out).to.match(/alpha\s+i\w+\s+online\s+local-llm\s+1\s+1\/0\/0/);
    expect(out).to.match(/beta\s+i\w+\s+offline\s+webhook\s+0\s+0\/0\/0/);
  });

  it('ctl earnings [--from] [--to]: today and all time per agent', async () => {
    const all = JSON.parse((await ctl(['earnings', '--json'])).out);
    expect(all.agents).to.deep.equal([
      { agent: 'alpha', today: { VRSCTEST: 0.5 }, allTime: { VRSCTEST: 2.5 }, inRange: { VRSCTEST: 2.5 } },
      { agent: 'beta', today: {}, allTime: {}, inRange: {} },
    ]);
    const jan = JSON.parse((await ctl(['earnings', '--from', '2026-01-01', '--to', '2026-01-31', '--json'])).out);
    expect(jan.agents[0].inRange).to.deep.equal({ VRSCTEST: 2 });
    const human = await ctl(['earnings', '--from', '2026-01-01', '--to', '2026-01-31']);
    expect(human.out).to.match(/alpha\s+0.5 VRSCTEST\s+2.5 VRSCTEST\s+2 VRSCTEST/);
    const bad = await ctl(['earnings', '--from', 'yesterday']);
    expect(bad.code).to.equal(2);
    expect(bad.out).to.contain('from: must be a date');
  });

  it('ctl deliver / ctl reject: refuse jobs the dispatcher does not hold; reject needs --reason', async () => {
    const d = await ctl(['deliver', 'job-unknown']);
    expect(d.code).to.equal(1);
    expect(d.out).to.contain('no job job-unknown on this dispatcher');
    const r = await ctl(['reject', 'job-unknown', '--reason', 'not good enough']);
    expect(r.code).to.equal(1);
    expect(r.out).to.contain('no job job-unknown');
    const noReason = await ctl(['reject', 'job-unknown']);
    expect(noReason.code).not.to.equal(0);
    expect(noReason.out).to.contain("required option '--reason <text>'");
  });

  it('serves /health with the spec body (200 degraded while one agent is offline) and every dispatcher_* metric', async () => {
    const res = await fetch(`http://127.0.0.1:${healthPort}/health`);
    expect(res.status).to.equal(200);
    const body = (await res.json()) as any;
    expect(Object.keys(body)).to.deep.equal(['status', 'uptime', 'version', 'mode', 'agents', 'jobs', 'system']);
    expect(body.status).to.equal('degraded');
    expect(body.agents).to.deep.equal({
      total: 2, online: 1, offline: 1,
      details: [
        { name: 'alpha', identity: alpha.address, status: 'online', activeJobs: 1, executor: 'local-llm', provider: null },
        { name: 'beta', identity: beta.address, status: 'offline', activeJobs: 0, executor: 'webhook', provider: null },
      ],
    });
    expect(body.jobs).to.deep.equal({ active: 1, completed: 0, failed: 0, avgDurationMs: 0 });
    expect(Object.keys(body.system)).to.deep.equal(['memoryMB', 'cpuPercent', 'nodeVersion']);
    const metrics = await (await fetch(`http://127.0.0.1:${healthPort}/metrics`)).text();
    for (const name of METRICS) expect(metrics, name).to.match(new RegExp(`^# TYPE ${name} `, 'm'));
    expect(metrics).to.match(/^dispatcher_agents_total 2$/m);
    expect(metrics).to.match(/^dispatcher_agents_online 1$/m);
    expect(metrics).to.match(/^dispatcher_jobs_total\{status="cancelled"\} 0$/m);
    expect(metrics).to.match(/^dispatcher_security_events_total\{type="canary_triggered"\} 0$/m);
  });

  it('answers /health 503 unhealthy when no agent can reach the platform', async () => {
    const other = await mkdtemp(join(tmpdir(), 'ap-dispatcher-down-'));
    const port = await freePort();
    try {
      await writeFile(join(other, 'config.toml'), `[platform]\napi_url = "http://127.0.0.1:9"\n[dispatcher]\nhealth_port = ${port}\n`, { mode: 0o600 });
      await writeFile(join(other, 'agents.yaml'), `agents:\n  - name: alpha\n    identity: ${alpha.address}\n    privateKey: $ALPHA_WIF\n`, { mode: 0o600 });
      const p = runCli(['dispatcher'], { DISPATCHER_HOME: other, ALPHA_WIF: alpha.wif });
      try {
        await p.waitFor(/"event":"dispatcher.started"/, 60_000);
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        expect(res.status).to.equal(503);
        expect(((await res.json()) as any).status).to.equal('unhealthy');
      } finally {
        await p.stop('SIGKILL');
      }
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('writes dispatcher.log and agents/<name>.log as JSON lines with the spec fields, with no key or cookie', async () => {
    const main = await readFile(join(home, 'dispatcher.log'), 'utf8');
    const agentLog = await readFile(join(home, 'agents', 'alpha.log'), 'utf8');
    const line = agentLog.split('\n').filter(Boolean).map((l) => JSON.parse(l)).find((l) => l.event === 'agent.login');
    expect(line).to.include({ level: 'info', agent: 'alpha', event: 'agent.login', msg: 'logged in' });
    expect(Date.parse(line.time)).to.be.greaterThan(0);
    expect(main).to.contain('"event":"dispatcher.started"');
    for (const text of [main, agentLog]) {
      expect(text).not.to.contain(alpha.wif);
      expect(text).not.to.contain(PROVIDER_KEY);
      expect(text).not.to.match(/session=/);
    }
  });

  it('ctl shutdown stops the daemon in order and it exits 0', async () => {
    const { code, out } = await ctl(['shutdown']);
    expect(code).to.equal(0);
    expect(out).to.equal('dispatcher is shutting down\n');
    expect(await daemon.exited).to.equal(0);
    const events = daemon.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l).event);
    const order = ['shutdown.accepting_stopped', 'shutdown.turns_done', 'shutdown.buyers_notified', 'shutdown.agents_offline', 'shutdown.connections_closed', 'shutdown.done']
      .map((e) => events.lastIndexOf(e));
    expect(order.every((i) => i >= 0)).to.equal(true);
    expect(order).to.deep.equal([...order].sort((a, b) => a - b));
    const gone = await ctl(['status']);
    expect(gone.code).to.equal(3);
    expect(gone.out).to.contain('is the dispatcher running?');
  });

  it('leaves the job in progress on the platform and takes it up again after a restart (also after SIGKILL)', async () => {
    expect((await buyer.getJob(acceptedJob)).status).to.equal('in_progress');
    for (const stop of ['SIGKILL', 'ctl'] as const) {
      daemon = runCli(['dispatcher'], { DISPATCHER_HOME: home, ALPHA_WIF: alpha.wif, BETA_WIF: generateWif() });
      await daemon.waitFor(/"event":"dispatcher.started"/, 60_000);
      const resumed = await eventually('the job after the restart', async () => JSON.parse((await ctl(['jobs', '--json'])).out).jobs.find((j: any) => j.jobId === acceptedJob));
      expect(resumed).to.include({ status: 'in_progress', agent: 'alpha' });
      expect(JSON.parse((await ctl(['agents', '--json'])).out).agents[0].today.accepted).to.equal(0); // not accepted twice
      if (stop === 'SIGKILL') await daemon.stop('SIGKILL');
      else {
        await ctl(['shutdown', '--force']);
        expect(await daemon.exited).to.equal(0);
      }
    }
  });
});
