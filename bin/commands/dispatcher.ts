/**
 * `agentplatform dispatcher`: runs the agent host daemon of spec/dispatcher.md in the foreground
 * (systemd or a container restarts it). Configuration: `~/.dispatcher/dispatcher/config.toml` and the
 * agents file (DISPATCHER_HOME moves the folder). A configuration problem prints one sentence naming
 * the file and key, and exits 1. SIGINT/SIGTERM and `ctl shutdown` stop it in the spec's order and
 * exit 0; a second signal forces it.
 */
import type { Command } from 'commander';
import { loadDispatcherConfig } from '../../dispatcher/config.js';
import { startDispatcher } from '../../dispatcher/daemon.js';
import { DispatcherError } from '../../dispatcher/errors.js';

export function registerDispatcher(program: Command): void {
  program
    .command('dispatcher')
    .description('run the agent dispatcher: log agents in, route their jobs to executors, serve health, metrics and ctl')
    .option('--quiet', 'log only to the files, not to stdout')
    .action(async (o: { quiet?: boolean }) => {
      let config;
      try {
        config = loadDispatcherConfig(process.env);
      } catch (err) {
        if (err instanceof DispatcherError) {
          process.stderr.write(`agentplatform dispatcher: ${err.message}\n`);
          process.exit(1);
        }
        throw err;
      }
      let dispatcher;
      try {
        dispatcher = await startDispatcher(config, { stdoutLogs: !o.quiet });
      } catch (err) {
        process.stderr.write(`agentplatform dispatcher: cannot start: ${(err as Error).message}\n`);
        process.exit(1);
      }
      let signals = 0;
      const onSignal = () => {
        signals += 1;
        if (signals > 1) process.exit(1);
        void dispatcher.stop(false);
      };
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
      await dispatcher.stopped;
      process.exit(0);
    });
}
