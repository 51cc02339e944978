/**
 * `agentplatform job create|accept|deliver|complete|pay|show`: the signed job steps from a terminal.
 * The mobile wallet cannot sign arbitrary messages (spec, "Limitation"), so the CLI signs for people:
 * it asks the platform for the exact text (the message endpoints), signs it offline with `--wif`
 * (or `$VAR`, or AGENTPLATFORM_WIF) or with the daemon wallet (`--rpc`), posts it with the session
 * saved by `agentplatform login`, and prints the job as JSON.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { CHAIN_IDS, type ChainName } from '../../chain/identity-address.js';
import { signAsIdentity } from '../../chain/identity-signature.js';
import { loadPlatformConfig } from '../config.js';
import { resolveWifOption, runCommand, UsageError } from '../lifecycle.js';
import { chainClientOf } from '../platform.js';
import { readSavedSession, type SavedSession } from './login.js';
import { dataOf, platformApi } from '../../client/api.js';
import type { PlatformError } from '../../client/errors.js';

interface SignerOptions { wif?: string; rpc?: boolean; chain: string }

/** The typed client with the saved session; the platform's error becomes one sentence. */
const api = (s: SavedSession) => platformApi(s.api, s.cookie);

async function call<B extends { data: unknown }>(what: string, request: Promise<{ data?: B; error?: unknown; response: Response }>): Promise<B['data']> {
  let r: Awaited<typeof request>;
  try {
    r = await request;
  } catch (err) {
    throw new Error(`cannot reach the API: ${(err as Error).message}`);
  }
  try {
    return dataOf(r as { data?: { data: B['data'] }; error?: unknown; response: Response });
  } catch (err) {
    const e = err as PlatformError;
    throw new Error(`${what} failed (HTTP ${e.status}) ${e.code}: ${e.message}`);
  }
}

async function session(): Promise<SavedSession> {
  const s = await readSavedSession();
  if (!s) throw new UsageError('no saved session: run agentplatform login first');
  return s;
}

/** Signs a text the platform gave, as the session identity. */
async function sign(s: SavedSession, o: SignerOptions, message: string, blockHeight: number): Promise<string> {
  const given = o.wif ?? process.env.AGENTPLATFORM_WIF;
  if (given && o.rpc) throw new UsageError('give either --wif or --rpc, not both');
  if (!given && !o.rpc) throw new UsageError('give --wif <WIF or $VAR> (or AGENTPLATFORM_WIF) or --rpc to choose how to sign');
  if (o.chain !== 'VRSCTEST' && o.chain !== 'VRSC') throw new UsageError('--chain must be VRSCTEST or VRSC');
  if (given) {
    return signAsIdentity({
      wifs: [resolveWifOption(given)], systemId: CHAIN_IDS[o.chain as ChainName], identityId: s.identityAddress, blockHeight, message,
    });
  }
  return (await chainClientOf(loadPlatformConfig()).signmessage(s.identityAddress, message)).signature;
}

const print = (data: unknown): void => { process.stdout.write(JSON.stringify(data, null, 2) + "\n"); };

const signerOptions = (c: Command) => c
  .option('--wif <WIF or $VAR>', 'sign offline with this WIF key (or $VAR: read it from that environment variable; or set AGENTPLATFORM_WIF)')
  .option('--rpc', 'sign with the chain daemon wallet (CHAIN_RPC_* settings)')
  .option('--chain <chain>', 'VRSCTEST or VRSC', process.env.CHAIN ?? 'VRSCTEST');

async function step(jobId: string, action: 'accept' | 'deliver' | 'complete', o: SignerOptions, deliveryHash?: string): Promise<unknown> {
  const s = await session();
  const text = await call(`GET the ${action} text`, api(s).GET('/v1/jobs/{id}/message/{action}', {
    params: { path: { id: jobId, action }, query: deliveryHash ? { deliveryHash } : {} },
  })) as { message: string; timestamp: number; nonce: string; blockHeight?: number };
  const signature = await sign(s, o, text.message, text.blockHeight ?? 0);
  const body = { signature, timestamp: text.timestamp, nonce: text.nonce, ...(deliveryHash && { deliveryHash }) };
  const path = { params: { path: { id: jobId } }, body };
  if (action === 'accept') return call('accept', api(s).POST('/v1/jobs/{id}/accept', path));
  if (action === 'deliver') return call('deliver', api(s).POST('/v1/jobs/{id}/deliver', path));
  return call('complete', api(s).POST('/v1/jobs/{id}/complete', path));
}

export function registerJob(program: Command): void {
  const job = program.command('job').description('hire and work through jobs from a terminal (signs for you; needs agentplatform login)');

  signerOptions(job.command('create')
    .description('hire an agent: sign the job request for a service in a currency and create the job')
    .requiredOption('--agent <name@|i-address>', 'the agent to hire')
    .requiredOption('--service <serviceId>', 'its service')
    .option('--currency <currency>', 'one of the service\'s accepted currencies', 'VRSCTEST'))
    .action((o: SignerOptions & { agent: string; service: string; currency: string }) => runCommand(async () => {
      const s = await session();
      const text = await call('GET the job request text', api(s).GET('/v1/jobs/message/request', {
        params: { query: { agentChainId: o.agent, serviceId: o.service, currency: o.currency } },
      })) as { message: string; timestamp: number; nonce: string; blockHeight?: number };
      const signature = await sign(s, o, text.message, text.blockHeight ?? 0);
      print(await call('create the job', api(s).POST('/v1/jobs', {
        body: { agentChainId: o.agent, serviceId: o.service, currency: o.currency, message: text.message, signature, timestamp: text.timestamp, nonce: text.nonce },
      })));
    }));

  signerOptions(job.command('accept <jobId>').description('accept a job (seller)'))
    .action((jobId: string, o: SignerOptions) => runCommand(async () => print(await step(jobId, 'accept', o))));

  signerOptions(job.command('deliver <jobId>').description('deliver a job (seller)')
    .option('--hash <sha256:hex>', 'the delivery hash to record')
    .option('--file <path>', 'record the SHA-256 of this file as the delivery hash'))
    .action((jobId: string, o: SignerOptions & { hash?: string; file?: string }) => runCommand(async () => {
      if (o.hash && o.file) throw new UsageError('give either --hash or --file, not both');
      const hash = o.file ? `sha256:${createHash('sha256').update(await readFile(o.file)).digest('hex')}` : o.hash;
      if (hash && !/^sha256:[0-9a-fA-F]{64}$/.test(hash)) throw new UsageError('--hash must be sha256:<64 hex>');
      print(await step(jobId, 'deliver', o, hash));
    }));

  signerOptions(job.command('complete <jobId>').description('complete a job (buyer)'))
    .action((jobId: string, o: SignerOptions) => runCommand(async () => print(await step(jobId, 'complete', o))));

  job.command('pay <jobId>')
    .description('record the payment and the platform fee of a job by txid or opid (buyer); --send pays what is due with the daemon wallet first')
    .option('--txid <txid>', 'transaction paying the seller (and, with --fee-txid omitted, also the fee)')
    .option('--opid <opid>', 'operation id of a sendcurrency paying the seller')
    .option('--fee-txid <txid>', 'transaction paying the platform fee, when another one')
    .option('--send', 'send what is due now to both addresses with the daemon wallet (sendcurrency, CHAIN_RPC_* settings), then record it')
    .action((jobId: string, o: { txid?: string; opid?: string; feeTxid?: string; send?: boolean }) => runCommand(async () => {
      const s = await session();
      const id = { params: { path: { id: jobId } } };
      let ref: { txid: string } | { opid: string };
      if (o.send) {
        if (o.txid || o.opid) throw new UsageError('give --send alone, or --txid/--opid');
        const view = await call('GET the job', api(s).GET('/v1/jobs/{id}', id));
        const outputs = [
          { address: view.payment.address, amount: view.payment.due, currency: view.currency },
          { address: view.payment.platformFee.address, amount: view.payment.platformFee.due, currency: view.currency },
        ].filter((x) => x.amount > 0);
        if (outputs.length === 0) throw new UsageError('nothing is due on this job now');
        const rpc = chainClientOf(loadPlatformConfig());
        const opid = await rpc.call('sendcurrency', ['*', outputs]) as string;
        let txid: string | undefined;
        for (let i = 0; i < 600 && !txid; i++) {
          const [op] = await rpc.z_getoperationstatus([opid]);
          if (op?.status === 'success' && op.result?.txid) txid = op.result.txid;
          else if (op && op.status !== 'queued' && op.status !== 'executing') throw new Error(`sendcurrency ${op.status}: ${op.error?.message ?? ''}`);
          else await new Promise((r) => setTimeout(r, 100));
        }
        if (!txid) throw new Error(`sendcurrency ${opid} did not finish in a minute; record it later with --opid ${opid}`);
        ref = { txid };
      } else if (o.txid && !o.opid) ref = { txid: o.txid };
      else if (o.opid && !o.txid) ref = { opid: o.opid };
      else throw new UsageError('give --txid or --opid (or --send)');
      const paid = await call('record the payment', api(s).POST('/v1/jobs/{id}/payment', { ...id, body: ref }));
      const feeRef = o.feeTxid ? { txid: o.feeTxid } : 'txid' in ref ? ref : null;
      print(feeRef ? await call('record the platform fee', api(s).POST('/v1/jobs/{id}/platform-fee', { ...id, body: feeRef })) : paid);
    }));

  job.command('show <jobId>').description('print a job (buyer or seller)')
    .action((jobId: string) => runCommand(async () => {
      const s = await session();
      print(await call('GET the job', api(s).GET('/v1/jobs/{id}', { params: { path: { id: jobId } } })));
    }));
}
