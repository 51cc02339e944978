/**
 * Where a job's executor runs. Provider keys are never in the dispatcher's own environment (they are
 * read from config.toml), and reach only the runner of a job of the agent that needs them:
 *
 * - `ProcessRunner` (no container socket configured): one child process per job, started with an
 *   environment of PATH, HOME, LANG and that agent's `<PROVIDER>_API_KEY`s; JSON lines over its
 *   stdin/stdout for every turn of the job.
 * - `ContainerRunner` (`[isolation] container_socket`): one container per turn through the Docker
 *   Engine API, its keys as container environment flags, the turn in `AP_RUNNER_INPUT`; no
 *   capabilities, read-only root, `no-new-privileges`, a memory cap. A container per turn keeps no
 *   state between turns, so executors that keep some (a LangGraph thread, MCP servers) start afresh.
 *
 * A turn that outlives its deadline kills the runner (the process is restarted for the next turn).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { keyVariable, type ExecutorConfig } from '../agent-profile.js';
import { ExecutorFailure, type ExecutorReply, type ExecutorRequest, type TurnOptions } from '../executors/types.js';
import { DockerEngine } from './docker-engine.js';
import { fromRunner, type FromRunner, type InitMessage, type WorkspaceGrant, type WorkspaceOperation } from './protocol.js';

export const RUNNER_MAIN = fileURLToPath(new URL('./runner-main.ts', import.meta.url));

/** A turn as the dispatcher runs it: the executor's options, and the workspace grant when a session is open. */
export interface RunOptions extends Omit<TurnOptions, 'tools'> {
  workspace?: WorkspaceGrant;
  /** Each workspace operation the turn sent. */
  onWorkspaceOp?: (operation: WorkspaceOperation) => void;
}

export interface JobRunner {
  readonly kind: 'process' | 'container';
  run(request: ExecutorRequest, options: RunOptions): Promise<ExecutorReply>;
  /** Stops the runner; `force` kills at once instead of letting the current turn end. */
  close(force?: boolean): Promise<void>;
}

export interface RunnerSpec {
  jobId: string;
  agent: string;
  init: InitMessage;
  /** provider name -> key, only those this executor needs. */
  keys: Record<string, string>;
  /** Longest a turn may take before the runner is killed. */
  deadlineMs: number;
}

/** Longest a turn of this executor may take: its own timeout (times its attempts inside, if any) plus a margin. */
export function turnDeadline(executor: ExecutorConfig): number {
  return executor.timeoutMs + 10_000;
}

function keyEnv(keys: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([p, k]) => [keyVariable(p), k]));
}

/** The only variables a runner inherits from the dispatcher. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const k of ['PATH', 'HOME', 'LANG', 'TMPDIR', 'TZ']) if (process.env[k]) env[k] = process.env[k]!;
  return env;
}

export class ProcessRunner implements JobRunner {
  readonly kind = 'process';
  private child: ChildProcessWithoutNullStreams | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 1;
  private readonly turns = new Map<number, { resolve: (r: ExecutorReply) => void; reject: (e: Error) => void; onDelta?: (t: string) => void; onWorkspaceOp?: (op: WorkspaceOperation) => void }>();

  constructor(private readonly spec: RunnerSpec) {}

  /** The runner's pid (tests read its environment). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private start(): Promise<void> {
    if (this.ready && this.child && this.child.exitCode === null && !this.child.killed) return this.ready;
    const child = spawn(process.execPath, ['--import', 'tsx', RUNNER_MAIN], {
      env: { ...baseEnv(), ...keyEnv(this.spec.keys) },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-2000); });
    this.ready = new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        let m: FromRunner;
        try {
          m = fromRunner.parse(JSON.parse(line));
        } catch {
          return; // a stray line from a library; only our messages count
        }
        if (m.type === 'ready') return resolve();
        const t = this.turns.get(m.id);
        if (!t) return;
        if (m.type === 'delta') t.onDelta?.(m.text);
        else if (m.type === 'workspace-op') t.onWorkspaceOp?.(m.operation);
        else if (m.type === 'reply') { this.turns.delete(m.id); t.resolve(m.reply); }
        else { this.turns.delete(m.id); t.reject(new ExecutorFailure(m.message, m.retryable)); }
      });
      child.on('exit', (code, signal) => {
        const why = new ExecutorFailure(`the job runner exited (${signal ?? code})${stderr ? `: ${stderr.trim().split('\n').pop()}` : ''}`);
        reject(why);
        for (const t of this.turns.values()) t.reject(why);
        this.turns.clear();
      });
      child.on('error', (e) => reject(new ExecutorFailure(`cannot start the job runner: ${e.message}`)));
    });
    this.ready.catch(() => {});
    child.stdin.on('error', () => {});
    child.stdin.write(JSON.stringify(this.spec.init) + '\n');
    return this.ready;
  }

  async run(request: ExecutorRequest, { signal, onDelta, workspace, onWorkspaceOp }: RunOptions): Promise<ExecutorReply> {
    await this.start();
    const id = this.nextId++;
    const child = this.child!;
    return new Promise<ExecutorReply>((resolve, reject) => {
      const deadline = setTimeout(() => {
        this.turns.delete(id);
        child.kill('SIGKILL');
        reject(new ExecutorFailure(`the turn took longer than ${this.spec.deadlineMs} ms; the runner was killed`));
      }, this.spec.deadlineMs);
      const done = () => { clearTimeout(deadline); signal.removeEventListener('abort', onAbort); };
      const onAbort = () => { done(); this.turns.delete(id); child.kill('SIGKILL'); reject(new ExecutorFailure('the turn was stopped', false)); };
      signal.addEventListener('abort', onAbort, { once: true });
      this.turns.set(id, { onDelta, onWorkspaceOp, resolve: (r) => { done(); resolve(r); }, reject: (e) => { done(); reject(e); } });
      child.stdin.write(JSON.stringify({ type: 'run', id, request, ...(workspace ? { workspace } : {}) }) + '\n');
    });
  }

  async close(force = false): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    if (force) child.kill('SIGKILL');
    else {
      child.stdin.end(JSON.stringify({ type: 'close' }) + '\n');
      const t = setTimeout(() => child.kill('SIGKILL'), 5_000);
      exited.finally(() => clearTimeout(t));
    }
    await exited;
  }
}

export class ContainerRunner implements JobRunner {
  readonly kind = 'container';
  private readonly live = new Set<string>();

  constructor(
    private readonly engine: DockerEngine,
    private readonly spec: RunnerSpec,
    private readonly container: { image: string; network: string; memoryMb: number },
  ) {}

  async run(request: ExecutorRequest, { signal, onDelta, workspace, onWorkspaceOp }: RunOptions): Promise<ExecutorReply> {
    const input = Buffer.from(JSON.stringify([this.spec.init, { type: 'run', id: 1, request, ...(workspace ? { workspace } : {}) }])).toString('base64');
    let id: string;
    try {
      id = await this.engine.create({
        image: this.container.image,
        cmd: ['node', '--import', 'tsx', '/app/dispatcher/isolation/runner-main.ts', '--once'],
        env: { ...keyEnv(this.spec.keys), AP_RUNNER_INPUT: input },
        labels: { 'agentplatform.job': this.spec.jobId, 'agentplatform.agent': this.spec.agent },
        networkMode: this.container.network,
        memoryBytes: this.container.memoryMb * 1024 * 1024,
      });
    } catch (err) {
      throw new ExecutorFailure(`cannot create the job container: ${(err as Error).message}`, true, { cause: err });
    }
    this.live.add(id);
    const onAbort = () => { void this.engine.remove(id).catch(() => {}); };
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      await this.engine.start(id);
      const code = await this.engine.wait(id, this.spec.deadlineMs).catch((err) => {
        throw new ExecutorFailure(`the job container did not finish: ${(err as Error).message}`);
      });
      const { stdout, stderr } = await this.engine.logs(id);
      for (const line of stdout.split('\n')) {
        if (!line.trim()) continue;
        const parsed = fromRunner.safeParse((() => { try { return JSON.parse(line); } catch { return null; } })());
        if (!parsed.success) continue;
        const m = parsed.data;
        if (m.type === 'delta') onDelta?.(m.text);
        else if (m.type === 'workspace-op') onWorkspaceOp?.(m.operation);
        else if (m.type === 'reply') return m.reply;
        else if (m.type === 'error') throw new ExecutorFailure(m.message, m.retryable);
      }
      throw new ExecutorFailure(`the job container exited with ${code} without a reply${stderr ? `: ${stderr.trim().split('\n').pop()}` : ''}`);
    } finally {
      signal.removeEventListener('abort', onAbort);
      this.live.delete(id);
      await this.engine.remove(id).catch(() => {});
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.live].map((id) => this.engine.remove(id)));
    this.live.clear();
  }
}

/** Chooses the runner for every job of the dispatcher. */
export class RunnerFactory {
  private readonly engine: DockerEngine | null;
  constructor(private readonly isolation: { containerSocket?: string; image: string; network: string; memoryMb: number }) {
    this.engine = isolation.containerSocket ? new DockerEngine(isolation.containerSocket) : null;
  }

  get mode(): 'container' | 'process' {
    return this.engine ? 'container' : 'process';
  }

  /** Checks the container engine answers (at start, so a wrong socket fails early). */
  async check(): Promise<void> {
    await this.engine?.ping();
  }

  create(spec: RunnerSpec): JobRunner {
    return this.engine ? new ContainerRunner(this.engine, spec, this.isolation) : new ProcessRunner(spec);
  }
}
