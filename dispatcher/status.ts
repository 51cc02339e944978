/**
 * The dispatcher's state as the health server and `ctl status` report it. Health (spec): `healthy`
 * when every agent is logged in and connected, `degraded` when some are not, `unhealthy` when none is
 * online or reconnecting (or there are no agents) or a critical error was raised. `mode` is the delivery mode: `auto`, or
 * `finalize` with REQUIRE_FINALIZE (deliveries wait for `ctl deliver`).
 */
import type { AgentView } from './agent-host.js';
import type { DispatcherMetrics } from './metrics.js';

export type Health = 'healthy' | 'degraded' | 'unhealthy';

export interface HealthBody {
  status: Health;
  uptime: number;
  version: string;
  mode: 'auto' | 'finalize';
  agents: {
    total: number;
    online: number;
    offline: number;
    details: { name: string; identity: string; status: string; activeJobs: number; executor: string; provider: string | null }[];
  };
  jobs: { active: number; completed: number; failed: number; avgDurationMs: number };
  system: { memoryMB: number; cpuPercent: number; nodeVersion: string };
}

/**
 * `reconnecting` is transient (spec), so agents that are reconnecting make the dispatcher degraded,
 * not unhealthy: a platform restart reads degraded, then healthy. Unhealthy is no agent online and
 * none on its way back (all offline, or none configured), or a critical error.
 */
export function healthOf(agents: AgentView[], critical: boolean): Health {
  const online = agents.filter((a) => a.status === 'online').length;
  const reconnecting = agents.filter((a) => a.status === 'reconnecting').length;
  if (critical || online + reconnecting === 0) return 'unhealthy';
  return online === agents.length ? 'healthy' : 'degraded';
}

/** CPU use of this process since the previous sample, in percent of one core. */
export class CpuSampler {
  private last = { usage: process.cpuUsage(), at: performance.now() };
  private percent = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 5_000) {
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
  }

  private sample(): void {
    const usage = process.cpuUsage();
    const at = performance.now();
    const used = (usage.user - this.last.usage.user + usage.system - this.last.usage.system) / 1000;
    this.percent = at > this.last.at ? Math.round((used / (at - this.last.at)) * 1000) / 10 : 0;
    this.last = { usage, at };
  }

  get value(): number {
    return this.percent;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

async function counterValue(metrics: DispatcherMetrics, status: string): Promise<number> {
  const { values } = await metrics.jobsTotal.get();
  return values.find((v) => v.labels.status === status)?.value ?? 0;
}

export async function healthBody(input: {
  agents: AgentView[];
  critical: boolean;
  startedAt: number;
  version: string;
  requireFinalize: boolean;
  metrics: DispatcherMetrics;
  cpu: CpuSampler;
}): Promise<HealthBody> {
  const { agents, metrics } = input;
  const online = agents.filter((a) => a.status === 'online').length;
  const duration = await metrics.jobDuration.get();
  const sum = duration.values.find((v) => v.metricName === 'dispatcher_job_duration_seconds_sum')?.value ?? 0;
  const count = duration.values.find((v) => v.metricName === 'dispatcher_job_duration_seconds_count')?.value ?? 0;
  return {
    status: healthOf(agents, input.critical),
    uptime: Math.floor((Date.now() - input.startedAt) / 1000),
    version: input.version,
    mode: input.requireFinalize ? 'finalize' : 'auto',
    agents: {
      total: agents.length,
      online,
      offline: agents.length - online,
      details: agents.map((a) => ({ name: a.name, identity: a.identity, status: a.status, activeJobs: a.activeJobs, executor: a.executor, provider: a.provider })),
    },
    jobs: {
      active: agents.reduce((n, a) => n + a.activeJobs, 0),
      completed: await counterValue(metrics, 'completed'),
      failed: await counterValue(metrics, 'failed'),
      avgDurationMs: count ? Math.round((sum / count) * 1000) : 0,
    },
    system: {
      memoryMB: Math.round((process.memoryUsage().rss / 1024 / 1024) * 10) / 10,
      cpuPercent: input.cpu.value,
      nodeVersion: process.version,
    },
  };
}
