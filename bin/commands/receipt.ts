/**
 * `agentplatform receipt verify <file>`: checks a signed job receipt (GET /v1/jobs/:id/receipt, the
 * whole answer or its `data`) against the chain named by CHAIN_RPC_* (docs/reputation.md,
 * "Receipts"): the platform identity's signature over the receipt's JCS text, optionally that the
 * signer is `--platform <identity>`, and that every transaction it names is on chain. Prints one
 * line per finding; exit code 0 when the receipt holds, 1 when it does not, 2 for a usage error.
 */
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { RpcClient, RpcUnavailableError, rpcUrl } from '../../chain/rpc.js';
import { verifyReceipt, type ReceiptCheck } from '../../reputation/receipts.js';
import { loadDevChainConfig } from './devchain.js';
import { runCommand, UsageError } from '../lifecycle.js';

class ReceiptUsageError extends UsageError {
  override name = 'ReceiptUsageError';
}

export async function receiptVerifyCommand(path: string, opts: { platform?: string }, env: NodeJS.ProcessEnv = process.env): Promise<ReceiptCheck & { jobId: string | null }> {
  const config = loadDevChainConfig(env);
  if (config.CHAIN_RPC_USER === undefined) {
    throw new ReceiptUsageError('receipt verify reads the chain: set CHAIN_RPC_USER and CHAIN_RPC_PASS (and CHAIN_RPC_HOST/CHAIN_RPC_PORT)');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new ReceiptUsageError(`${path}: ${(err as Error).message}`);
  }
  // the route's whole answer ({data: receipt file}) is accepted as well as the file itself
  const file = typeof parsed === 'object' && parsed !== null && 'data' in parsed && !('receipt' in parsed) ? (parsed as { data: unknown }).data : parsed;
  const rpc = new RpcClient({
    url: rpcUrl(config.CHAIN_RPC_HOST, config.CHAIN_RPC_PORT ?? (config.CHAIN === 'VRSC' ? 27486 : 18843)),
    user: config.CHAIN_RPC_USER, pass: config.CHAIN_RPC_PASS!, timeoutMs: 10_000,
  });
  const check = await verifyReceipt(file, rpc, opts);
  const jobId = (file as { receipt?: { jobId?: unknown } })?.receipt?.jobId;
  return { ...check, jobId: typeof jobId === 'string' ? jobId : null };
}

export function registerReceipt(program: Command): void {
  const receipt = program.command('receipt').description('signed job receipts');
  receipt
    .command('verify <file>')
    .description('check a job receipt against the chain (CHAIN_RPC_*): the platform signature and every transaction it names')
    .option('--platform <identity>', 'the platform identity the receipt must be signed by (name@ or i-address)')
    .action((file: string, opts: { platform?: string }) =>
      runCommand(async () => {
        try {
          const check = await receiptVerifyCommand(file, opts);
          if (check.ok) {
            process.stdout.write(`receipt valid: job ${check.jobId}, signed by ${check.signer}, ${check.transactions.length} transaction(s) on chain\n`);
            return;
          }
          process.stdout.write(`receipt INVALID${check.jobId ? ` (job ${check.jobId})` : ''}\n${check.problems.map((p) => `  - ${p}`).join('\n')}\n`);
          process.exitCode = 1;
        } catch (err) {
          if (err instanceof ReceiptUsageError || err instanceof RpcUnavailableError) {
            process.stderr.write(`agentplatform receipt verify: ${err.message}\n`);
            process.exit(2);
          }
          throw err;
        }
      }),
    );
}
