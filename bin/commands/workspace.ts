/**
 * `agentplatform workspace --job <id> --dir <path>`: the buyer's side of a workspace session. Serves
 * the folder to the job's agent over the real-time channel (socket.io on `/ws`, authenticated by the
 * workspace token of `POST /v1/jailbox/:jobId/token`, from AGENTPLATFORM_WORKSPACE_TOKEN or
 * `--token`): the platform sends each operation the job actor approved (`jailbox:exec`), this
 * program runs it inside the folder (bin/workspace/folder.ts) and answers. In a supervised session
 * no write arrives before the buyer approves it. The session's end (abort, a new session, the job
 * closing) ends this program at once, exit 0.
 */
import type { Command } from 'commander';
import { io } from 'socket.io-client';
import { runCommand, UsageError } from '../lifecycle.js';
import { SharedFolder, type Op } from '../workspace/folder.js';
import { DEFAULT_API } from './login.js';

const out = (line: string) => process.stdout.write(`${line}\n`);

/** Serves `dir` for `jobId` until the session ends; resolves with the reason. */
export async function serveWorkspace(o: { api: string; jobId: string; dir: string; token: string }): Promise<string> {
  const folder = await SharedFolder.open(o.dir);
  const socket = io(o.api, { path: '/ws', transports: ['websocket'], auth: { token: o.token } });
  return new Promise<string>((resolve, reject) => {
    let ready = false;
    const finish = (reason: string) => {
      socket.close();
      resolve(reason);
    };
    socket.on('connect', async () => {
      const ack = await socket.timeout(15_000).emitWithAck('jailbox:ready', { jobId: o.jobId }).catch((err: Error) => ({ ok: false, error: { message: err.message } }));
      if (!ack.ok) {
        socket.close();
        reject(new Error(`the platform refused the workspace: ${ack.error?.message ?? 'unknown error'}`));
        return;
      }
      if (!ready) out(`workspace is serving ${folder.root} for job ${o.jobId}`);
      ready = true;
    });
    socket.on('connect_error', (err: Error & { data?: { code?: string } }) => {
      // A refused token is final; a network error is retried by the client.
      if (err.data?.code) {
        socket.close();
        reject(new Error(`the platform refused the connection: ${err.message}`));
      }
    });
    socket.on('jailbox:exec', async (op: Op & { opId: string }, ack: (r: unknown) => void) => {
      try {
        const result = await folder.run(op);
        out(`${op.opId} ${op.op} ${op.path}: ok`);
        ack({ ok: true, ...result });
      } catch (err) {
        const message = (err as Error).message;
        out(`${op.opId} ${op.op} ${op.path}: refused (${message})`);
        ack({ ok: false, error: message });
      }
    });
    socket.on('jailbox:ended', (e: { reason?: string }) => {
      out(`workspace session ended (${e?.reason ?? 'ended'})`);
      finish(e?.reason ?? 'ended');
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') {
        out('workspace session ended (disconnected by the platform)');
        finish('disconnected');
      }
    });
  });
}

export function registerWorkspace(program: Command): void {
  program
    .command('workspace')
    .description('serve a folder of this machine to the agent of a job (workspace session); the token comes from POST /v1/jailbox/:jobId/token')
    .requiredOption('--job <id>', 'the job id')
    .requiredOption('--dir <path>', 'the folder to share (nothing outside it is reachable)')
    .option('--url <api>', 'the platform API', process.env.AGENTPLATFORM_API ?? DEFAULT_API)
    .option('--token <token>', 'the workspace token (default: AGENTPLATFORM_WORKSPACE_TOKEN)')
    .action((opts: { job: string; dir: string; url: string; token?: string }) =>
      runCommand(async () => {
        const token = opts.token ?? process.env.AGENTPLATFORM_WORKSPACE_TOKEN;
        if (!token) throw new UsageError('a workspace token is required: set AGENTPLATFORM_WORKSPACE_TOKEN or pass --token');
        const stop = () => process.exit(0);
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
        await serveWorkspace({ api: opts.url, jobId: opts.job, dir: opts.dir, token });
        process.exit(0);
      }),
    );
}
