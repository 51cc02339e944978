/**
 * A container engine on a Unix socket answering the Docker Engine API calls the dispatcher makes
 * (`/_ping`, `containers/create`, `start`, `wait`, `logs` with multiplexed frames, `DELETE ?force`).
 * A "container" is a real process: the image's `/app` is this repository, its environment is exactly
 * the container's `Env` plus the image's PATH, as in a real engine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJson, sendJson } from './http.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

export interface FakeContainer {
  id: string;
  create: any;
  process?: ChildProcess;
  frames: Buffer[];
  exit?: Promise<number>;
  removed: boolean;
}

export interface FakeEngine {
  socketPath: string;
  containers: Map<string, FakeContainer>;
  calls: string[];
  close(): Promise<void>;
}

function frame(stream: 1 | 2, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header[0] = stream;
  header.writeUInt32BE(data.length, 4);
  return Buffer.concat([header, data]);
}

export async function startFakeEngine(socketPath: string): Promise<FakeEngine> {
  const containers = new Map<string, FakeContainer>();
  const calls: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://docker');
    const path = url.pathname.replace(/^\/v1\.\d+/, '');
    calls.push(`${req.method} ${path}`);
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    if (req.method === 'GET' && path === '/_ping') return void res.end('OK');
    if (req.method === 'POST' && path === '/containers/create') {
      if (body.Image !== 'agentplatform:latest') return sendJson(res, 404, { message: `No such image: ${body.Image}` });
      const id = randomBytes(32).toString('hex');
      containers.set(id, { id, create: body, frames: [], removed: false });
      return sendJson(res, 201, { Id: id, Warnings: [] });
    }
    const m = /^\/containers\/([0-9a-f]+)(\/(start|wait|logs))?$/.exec(path);
    const c = m ? containers.get(m[1]!) : undefined;
    if (!m || !c || c.removed) return sendJson(res, 404, { message: `No such container: ${m?.[1] ?? ''}` });
    const action = m[3];
    if (req.method === 'POST' && action === 'start') {
      const [cmd, ...args] = c.create.Cmd as string[];
      const env = Object.fromEntries((c.create.Env as string[]).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
      const child = spawn(cmd === 'node' ? process.execPath : cmd!, args.map((a) => a.replace(/^\/app\//, REPO)), {
        cwd: REPO, env: { PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`, ...env }, stdio: ['ignore', 'pipe', 'pipe'],
      });
      c.process = child;
      child.stdout!.on('data', (d: Buffer) => c.frames.push(frame(1, d)));
      child.stderr!.on('data', (d: Buffer) => c.frames.push(frame(2, d)));
      c.exit = new Promise((r) => child.on('close', (code, signal) => r(code ?? (signal ? 137 : 1))));
      res.writeHead(204);
      return void res.end();
    }
    if (req.method === 'POST' && action === 'wait') {
      const code = await (c.exit ?? Promise.resolve(0));
      return sendJson(res, 200, { StatusCode: code, Error: null });
    }
    if (req.method === 'GET' && action === 'logs') {
      res.writeHead(200, { 'content-type': 'application/vnd.docker.multiplexed-stream' });
      return void res.end(Buffer.concat(c.frames));
    }
    if (req.method === 'DELETE' && !action) {
      if (c.process && c.process.exitCode === null && url.searchParams.get('force') !== '1') {
        return sendJson(res, 409, { message: 'container is running: stop the container before removing or force remove' });
      }
      c.process?.kill('SIGKILL');
      c.removed = true;
      res.writeHead(204);
      return void res.end();
    }
    sendJson(res, 404, { message: 'page not found' });
  });
  await new Promise<void>((r) => server.listen(socketPath, r));
  return {
    socketPath, containers, calls,
    close: () => new Promise<void>((r) => {
      for (const c of containers.values()) c.process?.kill('SIGKILL');
      server.closeAllConnections();
      server.close(() => r());
    }),
  };
}
