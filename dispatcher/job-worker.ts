/**
 * One job of one agent while the dispatcher holds it: the conversation, the job's runner (child
 * process or containers), and delivery.
 *
 * Buyer messages are answered one turn at a time, in order; messages that arrive while a turn runs
 * are answered together in the next turn. After a restart the unanswered buyer messages (those after
 * the agent's last message) are answered first, so a job resumes where it stopped.
 *
 * A reply with `done: true` (or the service's `messageLimit` reached) delivers the job when the agent
 * has `autoDeliver`; with REQUIRE_FINALIZE the delivery is held until `ctl deliver` or `ctl reject`.
 */
import type { ChatMessage, Job } from '../client/mod.js';
import type { ResolvedAgent } from './config.js';
import { DispatcherError } from './errors.js';
import { APOLOGY, retriesOf, runWithRetries } from './executors/retry.js';
import type { ExecutorRequest } from './executors/types.js';
import type { JobRunner } from './isolation/job-runner.js';
import type { WorkspaceGrant } from './isolation/protocol.js';
import { historyOf, replyCheck, unanswered } from './job-rules.js';
import type { Logger } from './logs.js';
import type { DispatcherMetrics } from './metrics.js';

/**
 * What a job worker needs of the platform, for one agent: the AgentHost answers it with the platform
 * client (HTTP) and the real-time channel.
 */
export interface JobPlatform {
  /** True while the real-time channel is up (new messages then arrive through `onMessage`). */
  live(): boolean;
  join(jobId: string): Promise<void>;
  leave(jobId: string): void;
  /** The whole conversation, oldest first. */
  conversation(jobId: string): Promise<ChatMessage[]>;
  /** Messages after `afterId` (all when undefined). */
  messagesAfter(jobId: string, afterId: string | undefined): Promise<ChatMessage[]>;
  /** Sends as the agent; answers the stored message when the platform returns it. */
  send(jobId: string, content: string): Promise<ChatMessage | null>;
  /** Signs and sends the delivery of `content`; answers the job. */
  deliver(jobId: string, content: string): Promise<Job>;
  /** The job's open workspace session as this agent may use it, or null (none open, or no tool granted). */
  workspaceGrant(jobId: string): Promise<WorkspaceGrant | null>;
}

export interface JobWorkerDeps {
  agent: ResolvedAgent;
  platform: JobPlatform;
  metrics: DispatcherMetrics;
  log: Logger;
  requireFinalize: boolean;
  newRunner: (jobId: string) => JobRunner;
  /** The configured service behind a platform service id (for sessionParams). */
  sessionParamsOf: (serviceId: string | null | undefined) => ExecutorRequest['metadata']['sessionParams'];
  onTurn?: (ok: boolean) => void;
}

export interface JobView {
  jobId: string;
  agent: string;
  buyer: string;
  status: string;
  durationMs: number;
  messages: { inbound: number; outbound: number };
  workspace: 'off' | 'available' | 'active';
  heldDelivery: boolean;
  busy: boolean;
}

export class JobWorker {
  status: string;
  readonly startedAt: number;
  private readonly me: string;
  private history: ChatMessage[] = [];
  private readonly seen = new Set<string>();
  private readonly pending: ChatMessage[] = [];
  /** Buyer messages ever queued for a turn: a message that arrives on the channel while the first read runs is answered once. */
  private readonly queued = new Set<string>();
  private runner: JobRunner | null = null;
  private turn: Promise<void> | null = null;
  private started = false;
  private stopped = false;
  private readonly controller = new AbortController();
  /** A delivery waiting for the owner (REQUIRE_FINALIZE). */
  held: { content: string } | null = null;
  /** Owner's rejection reasons, given to the executor as system turns. */
  private readonly notes: string[] = [];
  inbound = 0;
  outbound = 0;
  /** Whether the last turn found an open workspace session. */
  private workspaceState: 'available' | 'active' = 'available';
  /** Set while the platform connection is lost past its retries: no turns run. */
  localPause = false;

  constructor(public job: Job, private readonly deps: JobWorkerDeps) {
    this.status = job.status;
    this.me = job.sellerChainId;
    this.startedAt = Date.parse(job.acceptedAt ?? job.createdAt) || Date.now();
  }

  private get log(): Logger {
    return this.deps.log.child({ jobId: this.job.id, buyerVerusId: this.job.buyerChainId });
  }

  view(): JobView {
    return {
      jobId: this.job.id, agent: this.deps.agent.name, buyer: this.job.buyerChainId,
      status: this.localPause ? 'paused' : this.status,
      durationMs: Date.now() - this.startedAt,
      messages: { inbound: this.inbound, outbound: this.outbound },
      workspace: this.deps.agent.workspace.enabled ? this.workspaceState : 'off',
      heldDelivery: this.held !== null,
      busy: this.turn !== null,
    };
  }

  get busy(): boolean {
    return this.turn !== null;
  }

  /** Joins the job's room and answers what is waiting. Safe to call again (after a reconnect). */
  async work(): Promise<void> {
    if (this.stopped) return;
    this.status = 'in_progress';
    this.localPause = false;
    const p = this.deps.platform;
    if (p.live()) await p.join(this.job.id).catch((err) => this.log.warn({ event: 'job.join_failed', err: (err as Error).message }, 'could not join the job room; polling messages'));
    if (this.started && p.live()) return this.pump(); // messages arrive on the channel
    // First time: the whole conversation; later (channel down): what came after the last one we have.
    const messages = this.started
      ? await p.messagesAfter(this.job.id, this.history.at(-1)?.id)
      : await p.conversation(this.job.id);
    const fresh = messages.filter((m) => !this.seen.has(m.id));
    for (const m of fresh) this.remember(m);
    if (!this.started) {
      this.started = true;
      this.inbound = messages.filter((m) => m.senderChainId !== this.me).length;
      this.outbound = messages.length - this.inbound;
      this.log.info({ event: 'job.resumed', messages: messages.length }, 'working on the job');
      for (const m of unanswered(this.history, this.me)) this.queue(m);
    } else {
      for (const m of fresh) {
        if (m.senderChainId === this.me) continue;
        this.inbound += 1;
        this.deps.metrics.messagesTotal.inc({ direction: 'inbound' });
        this.queue(m);
      }
    }
    this.pump();
  }

  private remember(m: ChatMessage): void {
    if (this.seen.has(m.id)) return;
    this.seen.add(m.id);
    this.history.push(m);
  }

  /** A message from the real-time channel. */
  onMessage(m: ChatMessage): void {
    if (this.seen.has(m.id) || this.stopped) return;
    this.remember(m);
    if (m.senderChainId === this.me) return;
    this.inbound += 1;
    this.deps.metrics.messagesTotal.inc({ direction: 'inbound' });
    this.log.info({ event: 'chat.inbound', length: m.content.length }, 'buyer message');
    this.queue(m);
    this.pump();
  }

  private queue(m: ChatMessage): void {
    if (this.queued.has(m.id)) return;
    this.queued.add(m.id);
    this.pending.push(m);
  }

  private pump(): void {
    if (this.turn || this.pending.length === 0 || this.localPause || this.status !== 'in_progress' || this.stopped) return;
    const batch = this.pending.splice(0);
    this.turn = this.answer(batch)
      .catch((err) => this.log.error({ event: 'turn.crashed', err: (err as Error).message }, 'turn failed outside the executor'))
      .finally(() => {
        this.turn = null;
        this.pump();
      });
  }

  private request(batch: ChatMessage[]): ExecutorRequest {
    const firstId = batch[0]!.id;
    const before = this.history.slice(0, this.history.findIndex((m) => m.id === firstId));
    return {
      jobId: this.job.id,
      agentVerusId: this.me,
      buyerVerusId: this.job.buyerChainId,
      message: { role: 'user', content: batch.map((m) => m.content).join('\n\n') },
      history: [
        ...historyOf(before, this.me),
        ...this.notes.map((n) => ({ role: 'system' as const, content: `The owner rejected the delivery: ${n}` })),
      ],
      metadata: {
        serviceId: this.job.serviceId ?? null,
        sessionParams: this.deps.sessionParamsOf(this.job.serviceId),
        workspaceEnabled: this.deps.agent.workspace.enabled,
      },
    };
  }

  private async answer(batch: ChatMessage[]): Promise<void> {
    const executor = this.deps.agent.executor.type;
    const labels = { executor, agent: this.deps.agent.name };
    this.runner ??= this.deps.newRunner(this.job.id);
    const workspace = await this.workspace();
    const outcome = await runWithRetries(this.runner, this.request(batch), {
      retries: retriesOf(this.deps.agent.executor),
      signal: this.controller.signal,
      workspace,
      onWorkspaceOp: (operation) => {
        this.deps.metrics.workspaceOperations.inc({ operation });
        this.log.info({ event: 'workspace.operation', operation }, 'workspace operation');
      },
      onAttempt: (a) => {
        this.deps.metrics.executorCalls.inc(labels);
        this.deps.metrics.executorLatency.observe(labels, a.latencyMs / 1000);
        if (a.error) {
          this.deps.metrics.executorErrors.inc(labels);
          this.log.warn({ event: 'executor.attempt_failed', attempt: a.attempt, error: a.error.slice(0, 300) }, 'executor attempt failed');
        }
      },
    });
    if (this.stopped) return;
    this.deps.onTurn?.(outcome.ok);
    if (!outcome.ok) {
      this.log.error({ event: 'executor.failed', attempts: outcome.attempts, error: outcome.error.slice(0, 300) }, 'executor failed; the buyer gets the apology and the job stays active');
      await this.say(APOLOGY);
      return;
    }
    const blocked = replyCheck(outcome.reply.content, this.deps.agent.canaries);
    if (blocked) {
      this.deps.metrics.securityEvents.inc({ type: blocked });
      this.log.warn({ event: `security.${blocked}` }, 'reply withheld');
      await this.say(APOLOGY);
      return;
    }
    await this.say(outcome.reply.content);
    const limit = this.deps.sessionParamsOf(this.job.serviceId)?.messageLimit;
    const done = outcome.reply.done || (limit !== undefined && this.outbound >= limit);
    if (done && this.deps.agent.autoDeliver) await this.finish(outcome.reply.content);
  }

  /**
   * The workspace this turn may use: asked of the platform before each turn, since the buyer opens,
   * replaces and aborts sessions at any time. A failure to ask costs the turn its tools, not the turn.
   */
  private async workspace(): Promise<WorkspaceGrant | undefined> {
    if (!this.deps.agent.workspace.enabled) return undefined;
    try {
      const grant = await this.deps.platform.workspaceGrant(this.job.id);
      this.workspaceState = grant ? 'active' : 'available';
      return grant ?? undefined;
    } catch (err) {
      this.log.warn({ event: 'workspace.grant_failed', err: (err as Error).message }, 'could not reach the workspace session; the turn runs without its tools');
      return undefined;
    }
  }

  /** Sends a chat message as the agent: the real-time channel, else HTTP. */
  async say(content: string): Promise<void> {
    let stored: ChatMessage | null = null;
    try {
      stored = await this.deps.platform.send(this.job.id, content);
    } catch (err) {
      this.log.error({ event: 'chat.send_failed', err: (err as Error).message }, 'could not send the reply');
      return;
    }
    if (stored) this.remember(stored);
    this.outbound += 1;
    this.deps.metrics.messagesTotal.inc({ direction: 'outbound' });
    this.log.info({ event: 'chat.outbound', length: content.length }, 'agent reply sent');
  }

  private async finish(content: string): Promise<void> {
    if (this.deps.requireFinalize) {
      this.held = { content };
      this.log.info({ event: 'delivery.held' }, 'delivery waits for ctl deliver or ctl reject (REQUIRE_FINALIZE)');
      return;
    }
    await this.deliver(content);
  }

  private async deliver(content: string): Promise<void> {
    const job = await this.deps.platform.deliver(this.job.id, content);
    this.job = { ...this.job, ...job };
    this.status = job.status;
    this.log.info({ event: 'job.delivered', status: job.status }, 'delivered');
  }

  /** `ctl deliver`: sends the held delivery. */
  async approve(): Promise<void> {
    if (!this.held) throw new DispatcherError('NOT_HELD');
    const { content } = this.held;
    await this.deliver(content);
    this.held = null;
  }

  /** `ctl reject`: drops the held delivery; the job stays in progress and the executor hears why. */
  reject(reason: string): void {
    if (!this.held) throw new DispatcherError('NOT_HELD');
    this.held = null;
    this.notes.push(reason);
    this.log.info({ event: 'delivery.rejected', reasonLength: reason.length }, 'owner rejected the delivery');
  }

  /**
   * The job waits (delivered, paused): its runner is closed so an idle job holds no process; it is
   * started again if the job comes back to work.
   */
  async park(status: string): Promise<void> {
    this.status = status;
    await this.idle();
    const runner = this.runner;
    this.runner = null;
    await runner?.close();
  }

  /** Joins the job's room so its status changes arrive as events. */
  async follow(): Promise<void> {
    if (this.deps.platform.live()) await this.deps.platform.join(this.job.id).catch(() => undefined);
  }

  /** Waits for the running turn, if any. */
  async idle(): Promise<void> {
    while (this.turn) await this.turn;
  }

  /** Ends the worker; `force` kills the runner (and its turn) at once. */
  async stop(force = false): Promise<void> {
    this.stopped = true;
    if (force) this.controller.abort();
    const runner = this.runner;
    this.runner = null;
    await runner?.close(force);
    this.deps.platform.leave(this.job.id);
  }
}
