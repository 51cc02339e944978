/**
 * `agentplatform devchain`: the verusd-compatible development chain on its own (docs/chain.md).
 * It reads the same variables the platform uses to reach a daemon (CHAIN_RPC_HOST/PORT/USER/PASS),
 * so one environment serves both; without CHAIN_RPC_USER/PASS it makes up credentials and prints them.
 */
import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { z } from 'zod';
import { startDevChain, type DevChain } from '../../chain/devchain/mod.js';
import type { Logger } from '../logger.js';
import { ConfigError } from '../config.js';
import { runCommand, stopOnSignals } from '../lifecycle.js';
import { createLogger } from '../logger.js';

const blank = (v: unknown) => (v === '' ? undefined : v);
const whole = (min: number, max: number) =>
  z.preprocess(blank, z.string().regex(/^\d+$/, 'must be a whole number').transform(Number)
    .pipe(z.number().int().min(min).max(max)).optional());

const schema = z.object({
  CHAIN: z.preprocess(blank, z.enum(['VRSCTEST', 'VRSC']).default('VRSCTEST')),
  CHAIN_RPC_HOST: z.preprocess(blank, z.string().min(1).default('127.0.0.1')),
  CHAIN_RPC_PORT: whole(0, 65535),
  CHAIN_RPC_USER: z.preprocess(blank, z.string().min(1).optional()),
  CHAIN_RPC_PASS: z.preprocess(blank, z.string().min(1).optional()),
  DATA_DIR: z.preprocess(blank, z.string().min(1).default('./data')),
  PRIVATE_KEY: z.preprocess(blank, z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{51,52}$/, 'must be a WIF key').optional()),
  DEVCHAIN_BLOCK_INTERVAL_MS: whole(0, 3_600_000),
  LOG_LEVEL: z.preprocess(blank, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  LOG_FORMAT: z.preprocess(blank, z.enum(['json', 'pretty']).optional()),
});
export type DevChainConfig = z.infer<typeof schema>;

/** The dev chain program's settings; a bad one throws ConfigError naming the variable. */
export function loadDevChainConfig(env: NodeJS.ProcessEnv = process.env): DevChainConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const variables = parsed.error.issues.map((i) => String(i.path[0]));
    throw new ConfigError(variables,
      `Invalid configuration: ${parsed.error.issues.map((i) => `${String(i.path[0])} ${i.message}`).join('; ')}`);
  }
  if ((parsed.data.CHAIN_RPC_USER === undefined) !== (parsed.data.CHAIN_RPC_PASS === undefined)) {
    throw new ConfigError(['CHAIN_RPC_USER', 'CHAIN_RPC_PASS'],
      'Invalid configuration: CHAIN_RPC_USER and CHAIN_RPC_PASS must be set together');
  }
  return parsed.data;
}

/** Credentials for a dev chain nobody configured: fixed user, random password. */
export function generatedDevChainCredentials(): { user: string; pass: string } {
  return { user: 'devchain', pass: randomBytes(18).toString('base64url') };
}

/**
 * The lines `devchain` and `start` print about a dev chain (the password only when we made it up),
 * with each developer account and its ready login command, like Anvil's accounts. `apiUrl` (the
 * platform's, when `start` runs it) goes into the command as `--api`; without it the CLI's default
 * API is meant.
 */
export function describeDevChain(chain: DevChain, passGenerated: boolean, options: { apiUrl?: string } = {}): string[] {
  const api = options.apiUrl ? ` --api ${options.apiUrl.replace(/\/$/, '')}` : '';
  const lines = [
    `  chain    dev chain ${chain.url}  user ${chain.user}  pass ${passGenerated ? chain.pass : '(CHAIN_RPC_PASS)'}`,
    `           platform identity ${chain.platformIdentity.name} ${chain.platformIdentity.identityaddress}, height ${chain.ledger.height}`,
  ];
  if (chain.accounts.length > 0) {
    lines.push('  accounts funded dev identities, keys in the dev chain wallet (development keys: never use them elsewhere)');
    for (const a of chain.accounts) {
      lines.push(
        `           ${a.name.padEnd(7)} ${a.identityaddress}  ${a.balance} ${chain.ledger.chain}`,
        `             agentplatform login --identity ${a.name} --wif '${a.wif}'${api}`,
      );
    }
  }
  return lines;
}

export function registerDevchain(program: Command): void {
  program
    .command('devchain')
    .description('run the verusd-compatible development chain (JSON-RPC on CHAIN_RPC_HOST:CHAIN_RPC_PORT, state in DATA_DIR/devchain)')
    .action(() =>
      runCommand(async () => {
        const config = loadDevChainConfig();
        const log: Logger = createLogger(config.LOG_LEVEL, 'devchain', undefined, config.LOG_FORMAT);
        const generated = config.CHAIN_RPC_USER === undefined ? generatedDevChainCredentials() : undefined;
        const chain = await startDevChain({
          dataDir: config.DATA_DIR,
          host: config.CHAIN_RPC_HOST,
          port: config.CHAIN_RPC_PORT ?? (config.CHAIN === 'VRSC' ? 27486 : 18843),
          user: generated?.user ?? config.CHAIN_RPC_USER!,
          pass: generated?.pass ?? config.CHAIN_RPC_PASS!,
          chain: config.CHAIN,
          privateKey: config.PRIVATE_KEY,
          blockIntervalMs: config.DEVCHAIN_BLOCK_INTERVAL_MS ?? 10_000,
          log,
        });
        stopOnSignals(log, chain.stop);
        process.stdout.write(['agentplatform devchain is up', ...describeDevChain(chain, generated !== undefined),
          `           state in ${config.DATA_DIR}/devchain`].join('\n') + '\n');
      }),
    );
}
