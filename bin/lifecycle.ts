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

/** Runs a command's body; a ConfigError or any failure prints one clear sentence and exits non-zero. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (err) {
    const e = err as Error;
    process.stderr.write(`agentplatform: ${e.name === 'ConfigError' ? e.message : e.stack ?? String(e)}\n`);
    process.exit(1);
  }
}
