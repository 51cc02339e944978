/**
 * The scan worker pool: piscina threads run every layer; the HTTP thread only queues and answers.
 *
 * Scans are batched. A scan waits in the buffer until a worker slot is free, then leaves with up to
 * `batchSize` others in one message, so under load the batches grow and the cost of crossing threads
 * shrinks per scan. A buffer of `maxQueue` scans is the limit: beyond it `run` refuses at once with
 * RATE_LIMITED (429) instead of letting callers wait. A batch that fails or exceeds `taskTimeoutMs`
 * fails its scans and counts against the breaker; while the breaker is open scans are refused at once.
 */
import { Piscina } from 'piscina';
import { CircuitBreaker } from '../client/breaker.js';
import { ScannerError } from './errors.js';
import type { ScanTask, TaskOutcome, TaskResults, WorkerSettings } from './tasks.js';

export interface ScanPoolOptions {
  workers: number;
  /** Batches in flight per worker (more than 1 lets async layers such as L3 overlap). */
  concurrencyPerWorker: number;
  maxQueue: number;
  batchSize: number;
  taskTimeoutMs: number;
  settings: WorkerSettings;
  breaker?: CircuitBreaker;
}

interface Pending {
  task: ScanTask;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

export const WORKER_URL = new URL('./worker.mjs', import.meta.url).href;

export class ScanPool {
  readonly breaker: CircuitBreaker;
  private readonly piscina: Piscina;
  private readonly buffer: Pending[] = [];
  private readonly slots: number;
  private inFlight = 0;
  private runningScans = 0;
  private flushScheduled = false;
  private closed = false;

  constructor(private readonly opts: ScanPoolOptions) {
    this.breaker = opts.breaker ?? new CircuitBreaker();
    this.slots = opts.workers * opts.concurrencyPerWorker;
    this.piscina = new Piscina({
      filename: WORKER_URL,
      minThreads: opts.workers,
      maxThreads: opts.workers,
      concurrentTasksPerWorker: opts.concurrencyPerWorker,
      idleTimeout: Number.POSITIVE_INFINITY,
      workerData: opts.settings,
    });
  }

  /** Scans waiting or running. */
  get pending(): number {
    return this.buffer.length + this.runningScans;
  }

  /** Runs one scan task in a worker. */
  run<K extends ScanTask['op']>(task: Extract<ScanTask, { op: K }>): Promise<TaskResults[K]> {
    if (this.closed) return Promise.reject(new ScannerError('INTERNAL_ERROR', 'Scanner is shutting down'));
    if (this.buffer.length >= this.opts.maxQueue) {
      return Promise.reject(new ScannerError('RATE_LIMITED', 'Scan queue is full', [], { 'Retry-After': '1' }));
    }
    if (this.breaker.state === 'open') {
      return Promise.reject(new ScannerError('INTERNAL_ERROR', 'Scan workers are failing; try again shortly'));
    }
    return new Promise((resolve, reject) => {
      this.buffer.push({ task, resolve: resolve as (v: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * Waits until every worker has loaded the engine and its models, so the first scans are not slow.
   * Loading (TypeScript compile included) can take long on a busy machine, hence its own time limit.
   */
  async warm(timeoutMs = 120_000): Promise<void> {
    const signal = AbortSignal.timeout(timeoutMs);
    const batches = Array.from({ length: this.opts.workers * this.opts.concurrencyPerWorker }, (_, i) =>
      this.piscina.run([{ op: 'inbound', text: `warm-up scan ${i}` }] satisfies ScanTask[], { signal }) as Promise<TaskOutcome[]>);
    let outcomes: TaskOutcome[][];
    try {
      outcomes = await Promise.all(batches);
    } catch (err) {
      throw new Error(`scan workers failed to start: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
    const failed = outcomes.flat().find((o) => !o.ok);
    if (failed && !failed.ok) throw new Error(`scan workers failed to start: ${failed.error}`);
  }

  async destroy(): Promise<void> {
    this.closed = true;
    for (const p of this.buffer.splice(0)) p.reject(new ScannerError('INTERNAL_ERROR', 'Scanner is shutting down'));
    await this.piscina.destroy();
  }

  private schedule(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // setImmediate: every request parsed in this turn of the event loop joins the same batch.
    setImmediate(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    while (this.buffer.length > 0 && this.inFlight < this.slots) {
      // Share what is waiting among the free slots rather than filling the first one: a worker then
      // always has a next batch queued while the HTTP thread answers the last one, instead of
      // running one big batch and idling through the round trip that refills it.
      const size = Math.min(this.opts.batchSize, Math.ceil(this.buffer.length / (this.slots - this.inFlight)));
      const batch = this.buffer.splice(0, size);
      this.inFlight += 1;
      this.runningScans += batch.length;
      void this.dispatch(batch).finally(() => {
        this.inFlight -= 1;
        this.runningScans -= batch.length;
        if (this.buffer.length > 0) this.schedule();
      });
    }
  }

  private async dispatch(batch: Pending[]): Promise<void> {
    let outcomes: TaskOutcome[];
    try {
      outcomes = await this.piscina.run(batch.map((p) => p.task), { signal: AbortSignal.timeout(this.opts.taskTimeoutMs) });
    } catch (err) {
      this.breaker.failure();
      const error = new ScannerError('INTERNAL_ERROR', undefined, [], {}, { cause: err });
      for (const p of batch) p.reject(error);
      return;
    }
    let failed = false;
    outcomes.forEach((o, i) => {
      if (o.ok) batch[i].resolve(o.value);
      else {
        failed = true;
        batch[i].reject(new ScannerError('INTERNAL_ERROR', undefined, [], {}, { cause: new Error(o.error) }));
      }
    });
    if (failed) this.breaker.failure();
    else this.breaker.success();
  }
}
