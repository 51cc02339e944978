/** `agentplatform scanner`: the content safety scanner service (spec/scanner.md) on SCANNER_PORT. */
import type { Command } from 'commander';
import { loadScannerConfig } from '../../scanner/service/config.js';
import { startScanner } from '../../scanner/service/server.js';
import { runCommand, stopOnSignals } from '../lifecycle.js';
import { createLogger } from '../logger.js';

export function registerScanner(program: Command): void {
  program
    .command('scanner')
    .description('run the content safety scanner service (SCANNER_PORT, default 3100)')
    .action(() =>
      runCommand(async () => {
        const config = loadScannerConfig();
        const log = createLogger(config.LOG_LEVEL, 'scanner');
        const scanner = await startScanner(config, log);
        stopOnSignals(log, () => scanner.stop());
        const lines = [
          `scanner is up`,
          `  API      ${scanner.url}  (health: ${scanner.url}/health)`,
          `  workers  ${config.SCANNER_WORKERS}`,
        ];
        // Printed once to the terminal, never logged: a development convenience only.
        if (config.generatedApiKey) lines.push(`  API key  ${config.SCANNER_API_KEY[0]}  (generated; set SCANNER_API_KEY to keep one)`);
        process.stdout.write(lines.join('\n') + '\n');
      }),
    );
}
