/**
 * `agentplatform login --identity <name@>`: the CLI login flow end to end. Gets a challenge, signs its
 * hash as the identity (offline with `--wif`, or by the chain daemon's wallet with `--rpc`), posts it
 * to `/auth/consent/verify`, and saves the session cookie for later commands in
 * `~/.agentplatform/session.json` (mode 0600; AGENTPLATFORM_HOME moves the folder).
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import createClient from 'openapi-fetch';
import { z } from 'zod';
import type { PlatformApi, PlatformPaths } from '../../client/api.js';
import { CHAIN_IDS, identityAddressOfName, isIAddress, type ChainName } from '../../chain/identity-address.js';
import { signAsIdentity } from '../../chain/identity-signature.js';
import { loadPlatformConfig } from '../config.js';
import { resolveWifOption, runCommand, UsageError } from '../lifecycle.js';
import { chainClientOf } from '../platform.js';

export const DEFAULT_API = 'http://127.0.0.1:3001';

const savedSessionSchema = z.object({
  api: z.string(),
  cookie: z.string(),
  identityAddress: z.string(),
  identityName: z.string().nullable(),
  expiresAt: z.string(),
});
export type SavedSession = z.infer<typeof savedSessionSchema>;

/** Where the CLI keeps its session. */
export function sessionFile(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.AGENTPLATFORM_HOME ?? join(homedir(), '.agentplatform'), 'session.json');
}

/** The saved CLI session, or null. Later CLI commands send `cookie` as the Cookie header. */
export async function readSavedSession(env: NodeJS.ProcessEnv = process.env): Promise<SavedSession | null> {
  try {
    return savedSessionSchema.parse(JSON.parse(await readFile(sessionFile(env), 'utf8')));
  } catch {
    return null;
  }
}

const challengeSchema = z.object({
  data: z.object({ challengeId: z.string(), challengeHash: z.string().regex(/^[0-9a-f]{64}$/), blockHeight: z.number().int().optional() }),
});
const verifySchema = z.object({
  data: z.object({ identityAddress: z.string(), identityName: z.string().nullable(), expiresAt: z.string() }),
});

/** The typed platform client with a deadline; an unreachable API becomes one sentence. */
function apiOf(api: string): PlatformApi {
  return createClient<PlatformPaths>({
    baseUrl: api,
    fetch: async (req) => {
      try {
        return await fetch(new Request(req, { signal: AbortSignal.timeout(30_000) }));
      } catch (err) {
        throw new Error(`cannot reach the API at ${req.url}: ${(err as Error).message}`);
      }
    },
  });
}

/** The platform refused a login step; the message carries its status, code and sentence. */
export class LoginFailedError extends Error {
  override name = 'LoginFailedError';
}

function failure(r: { error?: unknown; response: Response }, what: string): Error {
  const e = (r.error as { error?: { code?: string; message?: string } } | undefined)?.error;
  const message = e?.code ? `${e.code}: ${e.message}` : '';
  return new LoginFailedError(`${what} failed (HTTP ${r.response.status}) ${message}`.trimEnd());
}

export interface LoginOptions {
  api: string;
  identity: string;
  wif?: string;
  rpc?: boolean;
  chain: ChainName;
}

/** Logs in and returns the session (not yet saved). */
export async function login(opts: LoginOptions): Promise<SavedSession> {
  const api = opts.api.replace(/\/$/, '');
  const client = apiOf(api);
  const asked = await client.GET('/auth/consent/challenge');
  if (!asked.response.ok) throw failure(asked, 'getting a login challenge');
  const { data: challenge } = challengeSchema.parse(asked.data);

  let signature: string;
  if (opts.wif) {
    const identityId = isIAddress(opts.identity) ? opts.identity : identityAddressOfName(opts.identity, opts.chain);
    signature = signAsIdentity({
      wifs: [opts.wif], systemId: CHAIN_IDS[opts.chain], identityId,
      blockHeight: challenge.blockHeight ?? 0, message: challenge.challengeHash,
    });
  } else {
    const rpc = chainClientOf(loadPlatformConfig());
    signature = (await rpc.signmessage(opts.identity, challenge.challengeHash)).signature;
  }

  const verified = await client.POST('/auth/consent/verify', { body: { challengeId: challenge.challengeId, chainId: opts.identity, signature } });
  if (!verified.response.ok) throw failure(verified, 'login');
  const cookie = verified.response.headers.getSetCookie().map((c) => c.split(';')[0]!).find((c) => c.startsWith('session='));
  if (!cookie) throw new Error('login answered without a session cookie');
  const { data } = verifySchema.parse(verified.data);
  return { api, cookie, ...data };
}

/** Saves a session for later CLI commands, readable only by the user. */
export async function saveSession(session: SavedSession, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const file = sessionFile(env);
  await mkdir(join(file, '..'), { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify(session, null, 2) + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

export function registerLogin(program: Command): void {
  program
    .command('login')
    .description('log in with a VerusID (CLI flow) and save the session for later commands')
    .requiredOption('--identity <name@>', 'identity to log in as (name@ or i-address)')
    .option('--wif <WIF or $VAR>', 'sign offline with this WIF key of the identity, or $VAR to read it from the environment variable VAR (or set AGENTPLATFORM_WIF)')
    .option('--rpc', 'sign with the chain daemon wallet (CHAIN_RPC_* settings)')
    .option('--api <url>', 'platform API base URL', process.env.AGENTPLATFORM_API ?? DEFAULT_API)
    .option('--chain <chain>', 'VRSCTEST or VRSC', process.env.CHAIN ?? 'VRSCTEST')
    .action((o: { identity: string; wif?: string; rpc?: boolean; api: string; chain: string }) =>
      runCommand(async () => {
        const given = o.wif ?? process.env.AGENTPLATFORM_WIF;
        if (!given && !o.rpc) throw new UsageError('give --wif <WIF or $VAR> (or AGENTPLATFORM_WIF) or --rpc to choose how to sign');
        if (given && o.rpc) throw new UsageError('give either --wif or --rpc, not both');
        if (o.chain !== 'VRSCTEST' && o.chain !== 'VRSC') throw new UsageError('--chain must be VRSCTEST or VRSC');
        const wif = given ? resolveWifOption(given) : undefined;
        const session = await login({ api: o.api, identity: o.identity, wif, rpc: o.rpc, chain: o.chain });
        const file = await saveSession(session);
        process.stdout.write(`logged in as ${session.identityName ?? session.identityAddress} (${session.identityAddress}); session saved to ${file}\n`);
      }),
    );
}
