/**
 * One buyer message, one executor turn, with the spec's failure rule: retry per the executor's
 * `retries` (default 2); when every attempt fails the buyer gets APOLOGY, the failure is logged and
 * counted, and the job stays active. Every attempt is reported (calls, errors and latency metrics).
 */
import type { JobRunner, RunOptions } from '../isolation/job-runner.js';
import { isExecutorFailure, type ExecutorReply, type ExecutorRequest } from './types.js';

export const APOLOGY = "I'm experiencing technical difficulties. Please try again in a moment.";

export interface Attempt {
  attempt: number;
  latencyMs: number;
  error?: string;
}

export type TurnOutcome =
  | { ok: true; reply: ExecutorReply; attempts: number }
  | { ok: false; error: string; attempts: number };

export async function runWithRetries(
  runner: Pick<JobRunner, 'run'>,
  request: ExecutorRequest,
  opts: { retries: number; signal: AbortSignal; onAttempt?: (a: Attempt) => void; backoffMs?: number } & Omit<RunOptions, 'signal'>,
): Promise<TurnOutcome> {
  const backoff = opts.backoffMs ?? 500;
  let last = '';
  for (let attempt = 1; attempt <= opts.retries + 1; attempt++) {
    const started = performance.now();
    try {
      const reply = await runner.run(request, { signal: opts.signal, onDelta: opts.onDelta, workspace: opts.workspace, onWorkspaceOp: opts.onWorkspaceOp });
      opts.onAttempt?.({ attempt, latencyMs: performance.now() - started });
      return { ok: true, reply, attempts: attempt };
    } catch (err) {
      last = (err as Error).message;
      opts.onAttempt?.({ attempt, latencyMs: performance.now() - started, error: last });
      const retryable = !isExecutorFailure(err) || err.retryable;
      if (!retryable || opts.signal.aborted) return { ok: false, error: last, attempts: attempt };
      if (attempt <= opts.retries) await new Promise((r) => setTimeout(r, backoff * 2 ** (attempt - 1)));
    }
  }
  return { ok: false, error: last, attempts: opts.retries + 1 };
}

/** The executor's retry setting (all of ours carry one; the spec's default is 2). */
export function retriesOf(executor: { retries?: number }): number {
  return executor.retries ?? 2;
}
