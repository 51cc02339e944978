/**
 * The dispatcher daemon: composes config, logs, metrics, the job runners, one AgentHost per agent,
 * the health server and the control socket.
 *
 * Shutdown follows the spec's order: stop accepting jobs; wait for running turns (up to
 * `gracefulShutdownTimeoutMs`, none with `--force`); kill what is left; tell buyers of jobs in
 * progress; set agents offline; close connections and servers; the caller exits 0. Jobs stay
 * `in_progress` on the platform and resume at the next start.
 */
import pkg from '../package.json' with { type: 'json' };
import { RpcClient } from '../chain/rpc.js';
import { AgentHost } from './agent-host.js';
import type { DispatcherConfig } from './config.js';
import { startControlServer, type ControlServer } from './control-server.js';
import { EarningsLedger } from './earnings.js';
import { DispatcherError } from './errors.js';
import { startHealthServer, type HealthServer } from './health-server.js';
import { RunnerFactory } from './isolation/job-runner.js';
import { createLogs, type LogSetup } from './logs.js';
import { createMetrics, type DispatcherMetrics } from './metrics.js';
import { CpuSampler, healthBody } from './status.js';
import { join } from 'node:path';

export const RESTART_NOTICE = 'The agent is restarting. Your job stays open and continues shortly.';

export interface Dispatcher {
  config: DispatcherConfig;
  agents: AgentHost[];
  metrics: DispatcherMetrics;
  health: HealthServer;
  control: ControlServer;
  logs: LogSetup;
  /** Runs the shutdown once; later calls get the same promise. */
  stop(force?: boolean): Promise<void>;
  /** Resolves when a shutdown (signal or `ctl shutdown`) has finished. */
  stopped: Promise<void>;
}

export async function startDispatcher(config: DispatcherConfig, opts: { stdoutLogs?: boolean } = {}): Promise<Dispatcher> {
  const startedAt = Date.now();
  const logs = createLogs(config.home, { level: config.logging.level, format: config.logging.format, stdout: opts.stdoutLogs });
  const log = logs.dispatcher;
  if (config.migration) {
    log.info({ event: 'config.migrated', from: config.migration.from, to: config.migration.to, ignored: config.migration.ignored }, 'migrated the older environment file to config.toml');
  }
  const metrics = createMetrics(startedAt);
  const runners = new RunnerFactory(config.isolation);
  let critical: string | null = null;
  try {
    await runners.check();
  } catch (err) {
    critical = `container engine: ${(err as Error).message}`;
    log.fatal({ event: 'isolation.unavailable', err: critical }, 'the container engine does not answer; no job can run');
  }
  const earnings = new EarningsLedger(config.home);
  const chain = config.chain
    ? { rpc: new RpcClient({ url: config.chain.rpcUrl, user: config.chain.rpcUser, pass: config.chain.rpcPass, timeoutMs: 30_000 }), vdxfRoot: config.chain.vdxfRoot }
    : null;
  let shuttingDown = false;
  const cpu = new CpuSampler();

  const refreshGauges = () => {
    metrics.agentsTotal.set(agents.length);
    metrics.agentsOnline.set(agents.filter((a) => a.status === 'online').length);
  };
  const agents: AgentHost[] = config.agents.map((profile) => new AgentHost(profile, {
    settings: {
      apiUrl: config.platform.apiUrl, chain: config.platform.chain, llm: config.llm, providerKeys: config.providerKeys,
      reconnectMaxRetries: config.reconnectMaxRetries, requireFinalize: config.requireFinalize, pollIntervalMs: config.pollIntervalMs,
    },
    runners, metrics, earnings, log: logs.agent(profile.name), chain,
    shuttingDown: () => shuttingDown,
    onStatus: refreshGauges,
  }));
  refreshGauges();

  const health = () => healthBody({
    agents: agents.map((a) => a.view()), critical: critical !== null, startedAt, version: pkg.version,
    requireFinalize: config.requireFinalize, metrics, cpu,
  });
  const healthServer = await startHealthServer({ host: config.healthHost, port: config.healthPort, health, metrics });

  const find = (jobId: string) => {
    for (const a of agents) if (a.jobs.has(jobId)) return a.worker(jobId);
    throw new DispatcherError('NOT_FOUND', `no job ${jobId} on this dispatcher`);
  };

  let stopping: Promise<void> | null = null;
  let resolveStopped!: () => void;
  const stopped = new Promise<void>((r) => { resolveStopped = r; });

  const stop = (force = false): Promise<void> => {
    stopping ??= (async () => {
      shuttingDown = true;
      log.info({ event: 'shutdown.accepting_stopped', force }, 'no new jobs are accepted');
      const grace = force ? 0 : config.gracefulShutdownTimeoutMs;
      const idle = Promise.all(agents.map((a) => a.idle()));
      const inTime = await Promise.race([idle.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), grace).unref())]);
      if (inTime) log.info({ event: 'shutdown.turns_done' }, 'running turns finished');
      else log.warn({ event: 'shutdown.force_kill', graceMs: grace }, 'killing job runners still at work');
      await Promise.all(agents.map((a) => a.stopRunners(!inTime)));
      await Promise.all(agents.map((a) => a.notifyBuyers(RESTART_NOTICE)));
      log.info({ event: 'shutdown.buyers_notified' }, 'buyers of jobs in progress told');
      await Promise.all(agents.map((a) => a.goOffline()));
      log.info({ event: 'shutdown.agents_offline' }, 'agents set offline');
      for (const a of agents) a.close();
      await control.close();
      await healthServer.close();
      log.info({ event: 'shutdown.connections_closed' }, 'connections closed');
      cpu.stop();
      log.info({ event: 'shutdown.done' }, 'dispatcher stopped');
      logs.flush();
      resolveStopped();
    })();
    return stopping;
  };

  const control = await startControlServer(join(config.home, 'ctl.sock'), {
    async status() {
      const body = await health();
      return {
        version: body.version, uptime: body.uptime, mode: body.mode, pid: process.pid, status: body.status,
        memoryMB: body.system.memoryMB, cpuPercent: body.system.cpuPercent, isolation: runners.mode,
        agents: { total: body.agents.total, online: body.agents.online, offline: body.agents.offline },
        jobs: {
          active: body.jobs.active, completed: body.jobs.completed, failed: body.jobs.failed,
          heldDeliveries: agents.flatMap((a) => a.jobViews()).filter((j) => j.heldDelivery).length,
        },
        shuttingDown,
      };
    },
    async jobs(filter) {
      if (filter.agent && !agents.some((a) => a.agent.name === filter.agent)) throw new DispatcherError('NOT_FOUND', `no agent named ${filter.agent}`);
      return {
        jobs: agents
          .filter((a) => !filter.agent || a.agent.name === filter.agent)
          .flatMap((a) => a.jobViews())
          .filter((j) => !filter.status || j.status === filter.status),
      };
    },
    async agents() {
      return { agents: agents.map((a) => a.view()) };
    },
    async earnings(range) {
      return earnings.report(agents.map((a) => a.agent.name), range);
    },
    async deliver(jobId) {
      const w = find(jobId);
      await w.approve();
      return { jobId, status: w.status };
    },
    async reject(jobId, reason) {
      const w = find(jobId);
      w.reject(reason);
      return { jobId, status: w.status };
    },
    async shutdown(force) {
      // Answer first, then stop: the caller should hear that the shutdown began.
      setImmediate(() => void stop(force));
      return { stopping: true, force };
    },
  });

  log.info({
    event: 'dispatcher.started', agents: agents.length, healthPort: healthServer.port, isolation: runners.mode,
    platform: config.platform.apiUrl, mode: config.requireFinalize ? 'finalize' : 'auto', critical,
  }, 'dispatcher started');
  await Promise.all(agents.map((a) => a.start()));

  return { config, agents, metrics, health: healthServer, control, logs, stop, stopped };
}
