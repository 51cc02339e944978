/**
 * `agentplatform sign --identity <name@> --message <text>`: prints the base64 identity signature
 * of a message, as verusd's `signmessage` makes it.
 * - `--wif <WIF or $VAR>` signs offline with that key. The signature names the identity's i-address
 *   and the chain height: both come from the chain (getidentity/getblockcount) when one is
 *   configured (CHAIN_RPC_USER/PASS) or `--rpc` is given; `--height` signs fully offline.
 * - `--rpc` without `--wif` asks the daemon (or dev chain) to sign with its wallet (`signmessage`).
 */
import type { Command } from 'commander';
import { CHAIN_IDS, identityAddressOfName, isIAddress } from '../../chain/identity-address.js';
import { signAsIdentity } from '../../chain/identity-signature.js';
import { decodeWif, rAddressOfWif } from '../../chain/keys.js';
import { RpcClient, RpcDaemonError, RpcUnavailableError, rpcUrl } from '../../chain/rpc.js';
import { loadDevChainConfig } from './devchain.js';
import { resolveWifOption, runCommand, UsageError } from '../lifecycle.js';

/** A mistake of the caller: printed as one sentence, exit code 2. */
class SignUsageError extends UsageError {
  override name = 'SignUsageError';
}

interface SignOptions {
  identity: string;
  message: string;
  wif?: string;
  rpc?: boolean;
  height?: string;
}

/** Signs as the options say and answers the base64 signature. */
export async function signCommand(options: SignOptions, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const config = loadDevChainConfig(env);
  const chain = config.CHAIN;
  const configured = config.CHAIN_RPC_USER !== undefined;
  const rpc = () => {
    if (!configured) throw new SignUsageError('--rpc needs CHAIN_RPC_USER and CHAIN_RPC_PASS (and CHAIN_RPC_HOST/CHAIN_RPC_PORT) of a daemon or dev chain');
    return new RpcClient({
      url: rpcUrl(config.CHAIN_RPC_HOST, config.CHAIN_RPC_PORT ?? (chain === 'VRSC' ? 27486 : 18843)),
      user: config.CHAIN_RPC_USER!, pass: config.CHAIN_RPC_PASS!, timeoutMs: 10_000,
    });
  };
  if (!options.identity.endsWith('@') && !isIAddress(options.identity)) {
    throw new SignUsageError(`--identity ${options.identity}: give a name ending in @ or an i-address`);
  }

  if (!options.wif) {
    if (!options.rpc) throw new SignUsageError('give --wif <WIF or $VAR> to sign offline, or --rpc to sign with the daemon wallet');
    return (await rpc().signmessage(options.identity, options.message)).signature;
  }

  const wif = resolveWifOption(options.wif);
  try {
    decodeWif(wif);
  } catch {
    throw new SignUsageError('--wif is not a valid WIF key');
  }
  let identityId: string;
  let height: number;
  if (options.height !== undefined && !options.rpc) {
    if (!/^\d+$/.test(options.height)) throw new SignUsageError('--height must be a whole number');
    height = Number(options.height);
    identityId = isIAddress(options.identity) ? options.identity : identityAddressOfName(options.identity, chain);
  } else {
    if (!configured && !options.rpc) {
      throw new SignUsageError('no chain configured to read the height from: pass --height <n>, or set CHAIN_RPC_USER/PASS (or --rpc)');
    }
    const client = rpc();
    const [found, tip] = await Promise.all([client.getidentity(options.identity), client.getblockcount()]);
    identityId = found.identity.identityaddress;
    height = options.height !== undefined ? Number(options.height) : tip;
    if (!found.identity.primaryaddresses.includes(rAddressOfWif(wif))) {
      throw new SignUsageError(`the key ${rAddressOfWif(wif)} is not a primary address of ${options.identity}`);
    }
  }
  return signAsIdentity({ wifs: [wif], systemId: CHAIN_IDS[chain], identityId, blockHeight: height, message: options.message });
}

export function registerSign(program: Command): void {
  program
    .command('sign')
    .description('print the base64 identity signature of a message (offline with --wif, or by the daemon wallet with --rpc)')
    .requiredOption('--identity <name@>', 'identity to sign as (name@ or i-address)')
    .requiredOption('--message <text>', 'the exact message to sign')
    .option('--wif <WIF or $VAR>', 'private key (WIF), or $VAR to read it from the environment variable VAR')
    .option('--rpc', 'use the chain daemon: sign there without --wif, or read identity and height from it')
    .option('--height <n>', 'block height to sign at, for signing with --wif and no chain')
    .action((options: SignOptions) =>
      runCommand(async () => {
        try {
          process.stdout.write(`${await signCommand(options)}\n`);
        } catch (err) {
          if (err instanceof SignUsageError || err instanceof RpcDaemonError || err instanceof RpcUnavailableError) {
            process.stderr.write(`agentplatform sign: ${err.message}\n`);
            process.exit(2);
          }
          throw err;
        }
      }),
    );
}
