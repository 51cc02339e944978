/** Starting the real CLI as a child process in tests, and waiting on it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const CLI = fileURLToPath(new URL('../bin/agentplatform.mjs', import.meta.url));

export interface Program {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
  /** Resolves when the output matches, rejects when the program exits or the time is up. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** Runs `agentplatform <args>` with the given environment added to a clean one. */
export function runCli(args: string[], env: Record<string, string | undefined> = {}, cwd?: string, nodeArgs: string[] = []): Program {
  const base: Record<string, string> = {};
  for (const k of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[k]) base[k] = process.env[k]!;
  const child = spawn(process.execPath, [...nodeArgs, CLI, ...args], {
    cwd,
    env: { ...base, LOG_LEVEL: 'info', ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => {
      resolve(code ?? signal ?? -1);
      for (const l of listeners) l();
    });
  });
  let done = false;
  exited.then(() => { done = true; });
  return {
    child,
    output: () => out,
    exited,
    waitFor(pattern, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = out.match(pattern);
          if (m) finish(() => resolve(m));
          else if (done) finish(() => reject(new Error(`program exited before ${pattern}:\n${out.slice(-4000)}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`timed out waiting for ${pattern}:\n${out.slice(-4000)}`))), timeoutMs);
        const finish = (f: () => void) => { clearTimeout(timer); listeners.delete(check); f(); };
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (!done) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Runs `agentplatform <args>` on a port chosen by `pick`, and chooses again when another process took
 * that port between the choice and the program's bind (EADDRINUSE): other programs of the same test
 * bind ephemeral ports at the same moment. Resolves once the program says it is up.
 */
export async function runOnFreePort(args: string[], env: Record<string, string | undefined>, pick: () => Promise<number>, { tries = 4, nodeArgs = [] as string[] } = {}): Promise<{ program: Program; port: number }> {
  for (let attempt = 1; ; attempt++) {
    const port = await pick();
    const program = runCli(args, { ...env, PORT: String(port) }, undefined, nodeArgs);
    const m = await program.waitFor(/is up|EADDRINUSE/, 60_000);
    if (m[0] !== 'EADDRINUSE') return { program, port };
    await program.stop('SIGKILL').catch(() => {});
    if (attempt >= tries) throw new Error(`port taken ${tries} times in a row:\n${program.output().slice(-2000)}`);
  }
}

