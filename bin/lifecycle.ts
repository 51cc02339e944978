/** Process lifecycle shared by every command: one graceful stop on SIGINT/SIGTERM, exit 0 after it. */
import type { Logger } from './logger.js';

/** Runs `stop` once on the first SIGINT or SIGTERM, then exits 0 (1 if stopping failed). A second signal exits at once. */
export function stopOnSignals(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ event: 'shutdown.forced', signal });
      process.exit(1);
    }
    stopping = true;
    log.info({ event: 'shutdown.begin', signal });
    stop().then(
      () => {
        log.info({ event: 'shutdown.done' });
        process.exit(0);
      },
      (err) => {
        log.error({ event: 'shutdown.failed', err });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** A mistake in how a command was called; printed as one sentence, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const BUILT_IN_ERRORS = new Set(['Error', 'TypeError', 'RangeError', 'ReferenceError', 'SyntaxError', 'EvalError', 'URIError']);

/**
 * Runs a command's body. A UsageError exits 2 and any other error 1; both print one sentence. Our own
 * error classes (a bad key, the chain unreachable, a refused login) carry a message meant for the
 * user; built-in errors are bugs, so they keep their stack.
 */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    const text = BUILT_IN_ERRORS.has(e.name) ? e.stack ?? e.message : e.message;
    process.stderr.write(`agentplatform: ${text}\n`);
    process.exit(e instanceof UsageError ? 2 : 1);
  }
}

/** A `--wif` value: the key itself, or `$NAME` to read it from the environment variable NAME (keeps keys out of shell history). */
export function resolveWifOption(value: string, option = '--wif'): string {
  if (!value.startsWith('$')) return value;
  const v = process.env[value.slice(1)];
  if (!v) throw new UsageError(`${option} ${value}: the environment variable ${value.slice(1)} is not set`);
  return v;
}
