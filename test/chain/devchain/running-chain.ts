/** A dev chain on a free loopback port with a throwaway data directory, and a client for it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { startDevChain, type DevChain, type DevChainOptions } from '../../../chain/devchain/mod.js';
import { expect } from 'chai';
import { RpcClient, RpcDaemonError } from '../../../chain/rpc.js';

export interface RunningChain {
  chain: DevChain;
  rpc: RpcClient;
  dataDir: string;
  /** Stops the chain; removes the data directory unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

export const USER = 'devchain-test';
export const PASS = 'devchain-test-password';

/** Starts a dev chain (no block timer unless asked) on a free port. */
export async function startTestChain(options: Partial<DevChainOptions> = {}): Promise<RunningChain> {
  const dataDir = options.dataDir ?? await mkdtemp(join(tmpdir(), 'ap-devchain-'));
  const chain = await startDevChain({
    dataDir, port: 0, user: USER, pass: PASS, blockIntervalMs: 0,
    log: pino({ level: 'silent' }), ...options,
  });
  const rpc = new RpcClient({ url: chain.url, user: USER, pass: PASS, timeoutMs: 10_000 });
  return {
    chain, rpc, dataDir,
    async stop(keepData = false) {
      await chain.stop();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Resolves with the RpcDaemonError a call fails with (and fails the test if it succeeds). */
export async function daemonError(call: Promise<unknown>): Promise<RpcDaemonError> {
  try {
    await call;
  } catch (err) {
    if (err instanceof RpcDaemonError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

export async function expectFault(call: Promise<unknown>, code: number, message?: RegExp | string): Promise<void> {
  const err = await daemonError(call);
  expect(err.rpcCode, err.message).to.equal(code);
  if (typeof message === 'string') expect(err.message).to.equal(message);
  else if (message) expect(err.message).to.match(message);
}

