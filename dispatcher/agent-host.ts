/**
 * One configured agent on the platform: logs in with its WIF (challenge-response, no API keys),
 * registers itself and publishes its services, holds the real-time connection, finds its jobs
 * (events plus a poll every `pollIntervalMs`, which also catches what was missed while away),
 * accepts new requests (never while shutting down) and gives each job in progress a JobWorker.
 *
 * Connection loss: socket.io reconnects with backoff up to `reconnectMaxRetries`; while it tries
 * the agent is `reconnecting`. When it gives up the agent is `offline`, its jobs are paused locally
 * (no turns run; they stay `in_progress` on the platform), and a slow loop logs in again until the
 * platform is back, then the jobs resume. An expired session is renewed by logging in again.
 *
 * Longer than our usual file: connection state, the job poll and job hand-off share the agent's
 * state (its session, channel and workers) and read best together; publishing is in publishing.ts.
 */
import { randomUUID } from 'node:crypto';
import type { ChatMessage, Job } from '../client/mod.js';
import { PlatformClient, PlatformError, PlatformUnreachableError, Realtime, wifSigner } from '../client/mod.js';
import type { ResolvedAgent } from './config.js';
import type { EarningsLedger } from './earnings.js';
import { DispatcherError } from './errors.js';
import { providersOf } from './executors/registry.js';
import { turnDeadline, type RunnerFactory } from './isolation/job-runner.js';
import { stepFor } from './job-rules.js';
import { JobWorker, type JobPlatform, type JobView } from './job-worker.js';
import { grantedTools, type WorkspaceGrant } from './isolation/protocol.js';
import type { Logger } from './logs.js';
import type { ChainPublisher } from './on-chain.js';
import { ensureActive, publishAgent, type SessionParams } from './publishing.js';
import type { DispatcherMetrics } from './metrics.js';

export type AgentStatus = 'online' | 'offline' | 'reconnecting';

export interface AgentHostSettings {
  apiUrl: string;
  chain: 'VRSCTEST' | 'VRSC';
  llm: { provider: string; model: string; baseUrl?: string };
  providerKeys: Record<string, string | undefined>;
  reconnectMaxRetries: number;
  requireFinalize: boolean;
  pollIntervalMs: number;
  /** How often an offline agent tries to come back after its reconnection attempts ran out. */
  recoverIntervalMs?: number;
}

export interface AgentHostDeps {
  settings: AgentHostSettings;
  /** The chain daemon for `onChain` agents, and the VDXF namespace root of the profile keys. */
  chain: { rpc: ChainPublisher; vdxfRoot: string } | null;
  runners: RunnerFactory;
  metrics: DispatcherMetrics;
  log: Logger;
  earnings: EarningsLedger;
  shuttingDown: () => boolean;
  onStatus: () => void;
}

export interface AgentView {
  name: string;
  identity: string;
  identityAddress: string | null;
  status: AgentStatus;
  executor: string;
  provider: string | null;
  activeJobs: number;
  today: { accepted: number; completed: number; failed: number; turns: number; apologies: number };
  lastError: string | null;
}

const todayKey = () => new Date().toISOString().slice(0, 10);

export class AgentHost {
  status: AgentStatus = 'offline';
  readonly client: PlatformClient;
  private realtime: Realtime | null = null;
  readonly jobs = new Map<string, JobWorker>();
  private readonly closing = new Set<string>();
  private pollTimer: NodeJS.Timeout | null = null;
  private recoverTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private stopped = false;
  private lastError: string | null = null;
  private serviceParams = new Map<string, SessionParams>();
  private day = { key: todayKey(), accepted: 0, completed: 0, failed: 0, turns: 0, apologies: 0 };

  constructor(readonly agent: ResolvedAgent, private readonly deps: AgentHostDeps) {
    this.client = new PlatformClient({
      baseUrl: deps.settings.apiUrl,
      identity: agent.identity,
      sign: wifSigner(agent.privateKey, agent.identity, deps.settings.chain),
      onLogin: () => this.log.info({ event: 'agent.login' }, 'logged in'),
    });
  }

  private get log(): Logger {
    return this.deps.log;
  }

  private setStatus(status: AgentStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.log.info({ event: `agent.${status}` }, `agent ${status}`);
    this.deps.onStatus();
  }

  private today() {
    if (this.day.key !== todayKey()) this.day = { key: todayKey(), accepted: 0, completed: 0, failed: 0, turns: 0, apologies: 0 };
    return this.day;
  }

  view(): AgentView {
    const { key: _key, ...today } = this.today();
    return {
      name: this.agent.name, identity: this.agent.identity, identityAddress: this.client.session?.identityAddress ?? null,
      status: this.status, executor: this.agent.executor.type,
      provider: 'provider' in this.agent.executor && this.agent.executor.provider ? this.agent.executor.provider : this.agent.provider ?? null,
      activeJobs: this.activeJobs(), today, lastError: this.lastError,
    };
  }

  activeJobs(): number {
    let n = 0;
    for (const w of this.jobs.values()) if (w.status === 'in_progress') n += 1;
    return n;
  }

  jobViews(): JobView[] {
    return [...this.jobs.values()].map((w) => w.view());
  }

  /** Starts the agent; a platform that cannot be reached leaves it offline and retrying. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (err) {
      this.fail(err, 'agent.start_failed');
      this.setStatus('offline');
      this.scheduleRecovery();
    }
    const fullEvery = Math.max(1, Math.round(30_000 / this.deps.settings.pollIntervalMs));
    let ticks = 0;
    this.pollTimer = setInterval(() => void this.poll(++ticks % fullEvery === 0), this.deps.settings.pollIntervalMs);
    this.pollTimer.unref();
  }

  private fail(err: unknown, event: string): void {
    this.lastError = (err as Error).message ?? String(err);
    this.log.error({ event, err: this.lastError }, 'agent error');
  }

  private async connect(): Promise<void> {
    await this.client.login();
    await this.publish();
    if (!this.realtime) this.realtime = this.openRealtime();
    await this.realtime.connect();
    this.setStatus('online');
    await this.ensureActive();
    await this.poll();
  }

  private needsActive = false;
  private async ensureActive(): Promise<void> {
    this.needsActive = !(await ensureActive(this.client, this.log));
  }

  private async publish(): Promise<void> {
    this.serviceParams = await publishAgent({
      client: this.client, agent: this.agent, log: this.log, chain: this.deps.chain, fail: (err, event) => this.fail(err, event),
    });
  }

  private openRealtime(): Realtime {
    const rt = new Realtime({
      baseUrl: this.deps.settings.apiUrl,
      cookie: () => this.client.session?.cookie,
      relogin: async () => { await this.client.login(); },
      maxRetries: this.deps.settings.reconnectMaxRetries,
    });
    rt.on('connected', () => {
      if (this.status !== 'online') {
        this.setStatus('online');
        void this.poll();
      }
    });
    rt.on('disconnected', (reason) => {
      if (this.stopped || reason === 'io client disconnect') return;
      this.log.warn({ event: 'agent.disconnected', reason }, 'real-time connection lost');
      this.setStatus('reconnecting');
    });
    rt.on('reconnecting', (attempt) => this.log.info({ event: 'agent.reconnecting', attempt }, 'reconnecting'));
    rt.on('gave-up', () => {
      this.log.error({ event: 'agent.reconnect_exhausted', retries: this.deps.settings.reconnectMaxRetries }, 'reconnection attempts ran out; jobs paused');
      this.setStatus('offline');
      for (const w of this.jobs.values()) if (w.status === 'in_progress') w.localPause = true;
      this.scheduleRecovery();
    });
    rt.on('chat:message', (m: ChatMessage) => this.jobs.get(m.jobId)?.onMessage(m));
    rt.on('job:status', (e) => {
      void this.client.getJob(e.jobId).then((job) => this.handle(job), (err) => this.log.warn({ event: 'job.read_failed', jobId: e.jobId, err: (err as Error).message }));
    });
    rt.on('session_ending', ({ jobId }) => this.log.info({ event: 'job.session_ending', jobId }, 'the session is ending'));
    rt.on('server-error', (e) => this.log.warn({ event: 'platform.error', code: e.code, message: e.message }, 'platform reported an error'));
    return rt;
  }

  private scheduleRecovery(): void {
    if (this.recoverTimer || this.stopped) return;
    this.recoverTimer = setInterval(() => {
      if (this.stopped || this.status === 'online') return;
      void (async () => {
        try {
          this.realtime?.close();
          this.realtime = null;
          await this.connect();
          clearInterval(this.recoverTimer!);
          this.recoverTimer = null;
          this.log.info({ event: 'agent.recovered' }, 'back online; jobs resume');
        } catch (err) {
          this.lastError = (err as Error).message;
        }
      })();
    }, this.deps.settings.recoverIntervalMs ?? 30_000);
    this.recoverTimer.unref();
  }

  /**
   * Lists the agent's jobs and acts on each. The platform's channel carries events of jobs whose room
   * we joined, not new requests, so new requests are found by this poll: a quick one (requests only)
   * every `pollIntervalMs`, and a full one (every open status, plus the jobs we hold that left the
   * lists) at start, after a reconnect, and about every 30 s.
   */
  poll(full = true): Promise<void> {
    if (this.stopped || !this.client.session) return Promise.resolve();
    if (this.polling) return full ? this.polling.then(() => this.poll(true)) : this.polling;
    this.polling = (async () => {
      try {
        if (this.needsActive) await this.ensureActive();
        const listed = new Set<string>();
        for (const status of full ? ['requested', 'in_progress', 'paused', 'pending_delivery'] : ['requested']) {
          for (let offset = 0; ; offset += 100) {
            const page = await this.client.listMyJobs({ role: 'seller', status, limit: 100, offset });
            for (const job of page.data) {
              if (job.status !== status) continue; // a platform that ignores the filter
              listed.add(job.id);
              await this.handle(job);
            }
            if (page.data.length < 100 || offset + 100 >= page.meta.total) break;
          }
        }
        if (full) for (const id of [...this.jobs.keys()]) if (!listed.has(id)) await this.handle(await this.client.getJob(id));
        if (this.status !== 'online' && this.realtime?.connected) this.setStatus('online');
      } catch (err) {
        if (err instanceof PlatformUnreachableError && this.status === 'online') this.setStatus('reconnecting');
        this.lastError = (err as Error).message;
        this.log.warn({ event: 'agent.poll_failed', err: this.lastError }, 'could not list jobs');
      } finally {
        this.polling = null;
      }
    })();
    return this.polling;
  }

  /** The platform as the agent's job workers use it: the channel when it is up, HTTP otherwise. */
  private readonly jobPlatform: JobPlatform = {
    live: () => this.realtime?.connected ?? false,
    join: async (jobId) => { await this.realtime?.join(jobId); },
    leave: (jobId) => this.realtime?.leave(jobId),
    conversation: (jobId) => this.client.allMessages(jobId),
    messagesAfter: (jobId, afterId) => this.client.getMessages(jobId, { afterId }),
    send: (jobId, content) => (this.realtime?.connected ? this.realtime.send(jobId, content, randomUUID()) : this.client.postMessage(jobId, content)),
    deliver: (jobId, content) => this.client.deliver(jobId, content),
    workspaceGrant: (jobId) => this.workspaceGrant(jobId),
  };

  /** The job's open workspace session with the tools this agent may use there, and a connect token. */
  private async workspaceGrant(jobId: string): Promise<WorkspaceGrant | null> {
    const session = await this.client.jailboxStatus(jobId);
    if (session.status !== 'active' || !session.mode || !session.permissions) return null;
    const tools = grantedTools(this.agent.workspace, { mode: session.mode, permissions: session.permissions });
    if (tools.length === 0) return null;
    const { token, path } = await this.client.jailboxConnectToken(jobId);
    return { url: this.client.baseUrl, path, token, jobId, mode: session.mode, tools };
  }

  private newWorker(job: Job): JobWorker {
    const keys: Record<string, string> = {};
    for (const p of providersOf(this.agent.executor, this.agent, this.deps.settings.llm.provider)) {
      const k = this.deps.settings.providerKeys[p];
      if (k) keys[p] = k;
    }
    const worker = new JobWorker(job, {
      agent: this.agent, platform: this.jobPlatform,
      metrics: this.deps.metrics, log: this.log, requireFinalize: this.deps.settings.requireFinalize,
      newRunner: (jobId) => this.deps.runners.create({
        jobId, agent: this.agent.name, keys, deadlineMs: turnDeadline(this.agent.executor),
        init: {
          type: 'init', executor: this.agent.executor, systemPrompt: this.agent.soul,
          llm: this.deps.settings.llm, agent: { provider: this.agent.provider, model: this.agent.model },
        },
      }),
      sessionParamsOf: (id) => (id ? this.serviceParams.get(id) ?? null : null),
      onTurn: (ok) => { this.today().turns += 1; if (!ok) this.today().apologies += 1; },
    });
    this.jobs.set(job.id, worker);
    this.deps.metrics.jobsActive.inc();
    return worker;
  }

  /** Acts on one job as the platform reports it. */
  async handle(job: Job): Promise<void> {
    const me = this.client.session?.identityAddress;
    if (!me || this.stopped) return;
    const step = stepFor(job, me, this.deps.shuttingDown());
    const log = this.log.child({ jobId: job.id, buyerVerusId: job.buyerChainId });
    const worker = this.jobs.get(job.id);
    if (worker) worker.job = { ...worker.job, ...job };
    switch (step) {
      case 'accept': {
        try {
          const accepted = await this.client.accept(job.id);
          this.today().accepted += 1;
          log.info({ event: 'job.accepted', status: accepted.status }, 'accepted');
          await this.handle(accepted);
        } catch (err) {
          log.error({ event: 'job.accept_failed', err: (err as Error).message }, 'accept refused');
          if (err instanceof PlatformError && err.status < 500 && !err.sessionLost) {
            this.deps.metrics.jobsTotal.inc({ status: 'failed' });
            this.today().failed += 1;
          }
        }
        return;
      }
      case 'work': {
        const w = worker ?? this.newWorker(job);
        if (this.status === 'online' || !this.realtime?.connected) await w.work().catch((err) => log.warn({ event: 'job.resume_failed', err: (err as Error).message }));
        return;
      }
      case 'watch': {
        // In its room even while it waits (an accepted prepay request, a delivery, a pause), so its
        // next job:status arrives at once instead of at the next full poll.
        const w = worker ?? this.newWorker(job);
        await w.park(job.status);
        await w.follow();
        return;
      }
      case 'close':
        return this.closeJob(job, worker);
      default:
        return;
    }
  }

  private async closeJob(job: Job, worker: JobWorker | undefined): Promise<void> {
    if (this.closing.has(job.id)) return;
    this.closing.add(job.id);
    try {
      if (job.status === 'completed') {
        const recorded = this.deps.earnings.record({
          jobId: job.id, agent: this.agent.name, currency: job.currency, amount: job.price,
          completedAt: job.completedAt ?? job.updatedAt ?? new Date().toISOString(),
        });
        if (recorded) this.deps.metrics.earningsTotal.inc({ agent: this.agent.name, currency: job.currency }, job.price);
      }
      if (!worker) return;
      this.jobs.delete(job.id);
      this.deps.metrics.jobsActive.dec();
      this.deps.metrics.jobsTotal.inc({ status: job.status === 'completed' ? 'completed' : 'cancelled' });
      if (job.status === 'completed') {
        this.today().completed += 1;
        this.deps.metrics.jobDuration.observe((Date.now() - worker.startedAt) / 1000);
      }
      this.log.info({ event: `job.${job.status}`, jobId: job.id, buyerVerusId: job.buyerChainId }, `job ${job.status}`);
      await worker.stop();
    } finally {
      this.closing.delete(job.id);
    }
  }

  worker(jobId: string): JobWorker {
    const w = this.jobs.get(jobId);
    if (!w) throw new DispatcherError('NOT_FOUND', `no job ${jobId} on this dispatcher`);
    return w;
  }

  /** Waits for every running turn (shutdown step 2). */
  async idle(): Promise<void> {
    await Promise.all([...this.jobs.values()].map((w) => w.idle()));
  }

  /** Tells the buyers of jobs in progress that the agent stops for now (shutdown step 4). */
  async notifyBuyers(text: string): Promise<void> {
    await Promise.allSettled([...this.jobs.values()].filter((w) => w.status === 'in_progress').map((w) => w.say(text)));
  }

  /** Stops runners (force: kills them), sets the agent offline, closes the connection. */
  async stopRunners(force: boolean): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.recoverTimer) clearInterval(this.recoverTimer);
    await Promise.allSettled([...this.jobs.values()].map((w) => w.stop(force)));
  }

  async goOffline(): Promise<void> {
    if (this.client.session) {
      await this.client.setAgentStatus(this.client.identityAddress, 'inactive').catch((err) =>
        this.log.warn({ event: 'agent.status_failed', err: (err as Error).message }, 'could not set the agent offline on the platform'));
    }
    this.setStatus('offline');
  }

  close(): void {
    this.realtime?.close();
    this.realtime = null;
  }
}
